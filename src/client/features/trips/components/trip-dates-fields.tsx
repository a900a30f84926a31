import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ENGLISH, useI18n, type I18n } from '#client/lib/i18n';

export interface TripDates {
  trip_start: string;
  trip_end: string;
}

/** Optional first and last day; the end may not be before the start (docs/PRODUCT-RULES.md#trip-dates). */
export function tripDatesError(
  { trip_start, trip_end }: TripDates,
  t: I18n['t'] = ENGLISH.t,
): string | null {
  if (trip_start && trip_end && trip_end < trip_start) {
    return t('trips.datesError');
  }
  return null;
}

export function TripDatesFields({
  value,
  onChange,
  error,
}: {
  value: TripDates;
  onChange(next: TripDates): void;
  error: string | null;
}) {
  const { t } = useI18n();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        type="date"
        label={t('trips.startDateOptional')}
        name="trip_start"
        value={value.trip_start}
        onChange={(event) => onChange({ ...value, trip_start: event.target.value })}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label={t('trips.endDateOptional')}
        name="trip_end"
        value={value.trip_end}
        onChange={(event) => onChange({ ...value, trip_end: event.target.value })}
        error={error !== null}
        helperText={error ?? ' '}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          // Date pickers then start at the start date and refuse earlier days.
          htmlInput: { min: value.trip_start || undefined },
        }}
      />
    </Stack>
  );
}
