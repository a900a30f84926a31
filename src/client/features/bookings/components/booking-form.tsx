import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  BOOKING_KINDS,
  MAX_LEGS,
  type BookingInput,
  type BookingKind,
} from '#shared/contracts/bookings';
import { SUPPORTED_CURRENCIES, type CurrencyCode } from '#shared/domain/money';
import { BOOKING_KIND_LABELS } from '#client/lib/booking-text';
import {
  bodyOf,
  emptyLeg,
  valuesOf,
  type BookingValues,
  type FormErrors,
  type LegValues,
  type MomentValues,
  type PlaceValues,
} from '../form-values';
import { TimeZoneField } from './time-zone-field';

interface BookingFormProps {
  /** The form element's id: the dialog's Save button submits it. */
  formId: string;
  /** The booking (or draft) to change, or null for a new one. */
  initial: BookingInput | null;
  defaultTimeZone: string;
  currency: CurrencyCode;
  /** A save that failed on the server, in its words. */
  failure?: string | null;
  onSubmit(body: BookingInput): void;
}

/**
 * Every field of a booking: kind, title, provider, code, start and end at the place's own date,
 * time and zone, from and to, a flight's legs, travellers, price paid and notes. A bad field is
 * marked with the contract's own words and gets the focus.
 */
export function BookingForm({
  formId,
  initial,
  defaultTimeZone,
  currency,
  failure = null,
  onSubmit,
}: BookingFormProps) {
  const [values, setValues] = useState<BookingValues>(() =>
    valuesOf(initial, defaultTimeZone, currency),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  const set = (patch: Partial<BookingValues>) => setValues((current) => ({ ...current, ...patch }));
  // Stable, so the long sections (times, places, legs) draw again only when their own value changes.
  const setters = useMemo(() => {
    const put = (patch: Partial<BookingValues>) =>
      setValues((current) => ({ ...current, ...patch }));
    return {
      start: (start: MomentValues) => put({ start }),
      end: (end: MomentValues) => put({ end }),
      from: (from: PlaceValues) => put({ from }),
      to: (to: PlaceValues) => put({ to }),
      legs: (legs: LegValues[]) => put({ legs }),
    };
  }, []);
  const errorOf = (path: string) => errors[path];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { body, errors: found } = bodyOf(values);
    setErrors(found);
    if (!body) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onSubmit(body);
  }

  const unplaced = Object.entries(errors).filter(([path]) => !SHOWN_PATHS.test(path));
  const hasLegs = values.kind === 'flight' || values.kind === 'train';

  return (
    <Stack
      component="form"
      id={formId}
      noValidate
      onSubmit={handleSubmit}
      spacing={2}
      sx={{ pt: 1 }}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {unplaced.length > 0 ? (
        <Alert severity="error" role="alert">
          {unplaced.map(([, message]) => message).join(' ')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Kind"
          value={values.kind}
          onChange={(event) => set({ kind: event.target.value as BookingKind })}
          sx={{ minWidth: { sm: 180 } }}
          fullWidth
        >
          {BOOKING_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {BOOKING_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Title"
          required
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          placeholder="e.g. Flight TP 1234 to Lisbon"
          error={errorOf('title') !== undefined}
          helperText={errorOf('title')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Provider"
          value={values.provider}
          onChange={(event) => set({ provider: event.target.value })}
          placeholder="Airline, hotel, venue"
          fullWidth
        />
        <TextField
          label="Confirmation code"
          value={values.confirmationCode}
          onChange={(event) => set({ confirmationCode: event.target.value })}
          error={errorOf('confirmationCode') !== undefined}
          helperText={errorOf('confirmationCode')}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          fullWidth
        />
      </Stack>
      <MomentFields
        legend={values.kind === 'stay' ? 'Check-in' : 'Starts'}
        name={values.kind === 'stay' ? 'Check-in' : 'Start'}
        path="start"
        value={values.start}
        errors={errors}
        onChange={setters.start}
      />
      <MomentFields
        legend={values.kind === 'stay' ? 'Check-out (optional)' : 'Ends (optional)'}
        name={values.kind === 'stay' ? 'Check-out' : 'End'}
        path="end"
        value={values.end}
        errors={errors}
        onChange={setters.end}
      />
      <PlaceFields
        legend={hasLegs || values.kind === 'bus' || values.kind === 'ferry' ? 'From' : 'Place'}
        path="from"
        value={values.from}
        errors={errors}
        onChange={setters.from}
      />
      <PlaceFields
        legend="To (optional)"
        path="to"
        value={values.to}
        errors={errors}
        onChange={setters.to}
      />
      {hasLegs ? (
        <LegsFields
          legs={values.legs}
          errors={errors}
          defaultTimeZone={values.start.timeZone}
          onChange={setters.legs}
        />
      ) : null}
      <TextField
        label="Travellers"
        value={values.travellers}
        onChange={(event) => set({ travellers: event.target.value })}
        helperText={
          Object.entries(errors).find(([path]) => path.startsWith('travellers'))?.[1] ??
          'One name a line, as the booking gives them.'
        }
        error={Object.keys(errors).some((path) => path.startsWith('travellers'))}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label="Price paid"
          value={values.amount}
          onChange={(event) => set({ amount: event.target.value })}
          placeholder="123.45"
          error={errorOf('price') !== undefined}
          helperText={errorOf('price') ?? 'Becomes the actual of its cost line.'}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          fullWidth
        />
        <TextField
          select
          label="Currency"
          value={values.currency}
          onChange={(event) => set({ currency: event.target.value as CurrencyCode })}
          sx={{ minWidth: 110 }}
        >
          {SUPPORTED_CURRENCIES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Notes"
        value={values.notes}
        onChange={(event) => set({ notes: event.target.value })}
        error={errorOf('notes') !== undefined}
        helperText={errorOf('notes')}
        multiline
        minRows={2}
        fullWidth
      />
    </Stack>
  );
}

/** The paths the form marks on a field; any other error is said at the top. */
const SHOWN_PATHS =
  /^(title|confirmationCode|notes|price(\.|$)|travellers|(legs\.\d+\.)?(start|end|departs|arrives|from|to)\.(date|time|timeZone|code|name|address|lat|lng)|legs\.\d+\.(number|carrier))$/;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

const MomentFields = memo(function MomentFields({
  legend,
  name,
  path,
  value,
  errors,
  onChange,
}: {
  legend: string;
  /** What its fields are called: "Start" gives "Start date", "Start time", "Start time zone". */
  name: string;
  path: string;
  value: MomentValues;
  errors: FormErrors;
  onChange(next: MomentValues): void;
}) {
  return (
    <Fieldset legend={legend}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={`${name} date`}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          error={errors[`${path}.date`] !== undefined}
          helperText={errors[`${path}.date`]}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          type="time"
          label={`${name} time`}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          error={errors[`${path}.time`] !== undefined}
          helperText={errors[`${path}.time`]}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <TimeZoneField
          label={`${name} time zone`}
          value={value.timeZone}
          error={errors[`${path}.timeZone`]}
          onChange={(timeZone) => onChange({ ...value, timeZone })}
        />
      </Box>
    </Fieldset>
  );
});

const PlaceFields = memo(function PlaceFields({
  legend,
  path,
  value,
  errors,
  onChange,
}: {
  legend: string;
  path: string;
  value: PlaceValues;
  errors: FormErrors;
  onChange(next: PlaceValues): void;
}) {
  const name = legend.replace(' (optional)', '');
  const field = (key: keyof PlaceValues, label: string, extra: object = {}) => (
    <TextField
      label={`${name} ${label}`}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[`${path}.${key}`] !== undefined}
      helperText={errors[`${path}.${key}`]}
      fullWidth
      {...extra}
    />
  );
  const decimal = { slotProps: { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } };
  return (
    <Fieldset legend={legend}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <Box sx={{ width: 130, flexShrink: 0 }}>
            {field('code', 'code', {
              placeholder: 'LIS',
              slotProps: { htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } },
            })}
          </Box>
          {field('name', 'name')}
        </Stack>
        {field('address', 'address')}
        <Stack direction="row" spacing={2}>
          {field('lat', 'latitude', decimal)}
          {field('lng', 'longitude', decimal)}
        </Stack>
      </Stack>
    </Fieldset>
  );
});

const LegsFields = memo(function LegsFields({
  legs,
  errors,
  defaultTimeZone,
  onChange,
}: {
  legs: LegValues[];
  errors: FormErrors;
  defaultTimeZone: string;
  onChange(next: LegValues[]): void;
}) {
  const change = (index: number, patch: Partial<LegValues>) =>
    onChange(legs.map((leg, at) => (at === index ? { ...leg, ...patch } : leg)));
  return (
    <Fieldset legend="Legs">
      <Stack spacing={2}>
        {legs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No legs: a direct trip needs none.
          </Typography>
        ) : null}
        {legs.map((leg, index) => {
          const path = `legs.${index}`;
          const title = `Leg ${index + 1}`;
          return (
            <Paper key={index} variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
              <Stack spacing={2}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography component="h4" variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => onChange(legs.filter((_, at) => at !== index))}
                    aria-label={`Remove leg ${index + 1}`}
                  >
                    Remove
                  </Button>
                </Stack>
                <Stack direction="row" spacing={2}>
                  <TextField
                    label={`${title} number`}
                    value={leg.number}
                    onChange={(event) => change(index, { number: event.target.value })}
                    placeholder="TP 1234"
                    error={errors[`${path}.number`] !== undefined}
                    helperText={errors[`${path}.number`]}
                    fullWidth
                  />
                  <TextField
                    label={`${title} carrier`}
                    value={leg.carrier}
                    onChange={(event) => change(index, { carrier: event.target.value })}
                    error={errors[`${path}.carrier`] !== undefined}
                    helperText={errors[`${path}.carrier`]}
                    fullWidth
                  />
                </Stack>
                <PlaceFields
                  legend={`${title} from`}
                  path={`${path}.from`}
                  value={leg.from}
                  errors={errors}
                  onChange={(from) => change(index, { from })}
                />
                <PlaceFields
                  legend={`${title} to`}
                  path={`${path}.to`}
                  value={leg.to}
                  errors={errors}
                  onChange={(to) => change(index, { to })}
                />
                <MomentFields
                  legend={`${title} departs`}
                  name={`${title} departure`}
                  path={`${path}.departs`}
                  value={leg.departs}
                  errors={errors}
                  onChange={(departs) => change(index, { departs })}
                />
                <MomentFields
                  legend={`${title} arrives (optional)`}
                  name={`${title} arrival`}
                  path={`${path}.arrives`}
                  value={leg.arrives}
                  errors={errors}
                  onChange={(arrives) => change(index, { arrives })}
                />
              </Stack>
            </Paper>
          );
        })}
        {legs.length < MAX_LEGS ? (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => onChange([...legs, emptyLeg(defaultTimeZone)])}
            >
              Add a leg
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Fieldset>
  );
});
