import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

let zones: string[] | null = null;

/** Every IANA zone this browser knows, UTC among them. */
function knownZones(): string[] {
  if (!zones) {
    const supported =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    zones = supported.includes('UTC') ? supported : [...supported, 'UTC'];
  }
  return zones;
}

/** The browser's own zone: the default when the trip's place's zone is not known. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A searchable list of time zones: typing "lisb" finds Europe/Lisbon. */
export function TimeZoneField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(zone: string): void;
  error?: string | undefined;
}) {
  const zones = knownZones();
  // A zone the server knows but this browser's list lacks (an alias such as Asia/Calcutta) stays
  // choosable, so an imported booking opens as it was read.
  const options = zones.includes(value) ? zones : [value, ...zones];
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, zone) => {
        if (zone) onChange(zone);
      }}
      disableClearable
      autoHighlight
      getOptionLabel={(zone) => zone.replace(/_/g, ' ')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error !== undefined}
          helperText={error}
          fullWidth
        />
      )}
      fullWidth
    />
  );
}
