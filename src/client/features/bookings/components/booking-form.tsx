import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { BOOKING_KINDS, type BookingInput, type BookingKind } from '#shared/contracts/bookings';
import { SUPPORTED_CURRENCIES, type CurrencyCode } from '#shared/domain/money';
import { BOOKING_KIND_KEYS } from '#client/lib/booking-text';
import { useI18n } from '#client/lib/i18n';
import {
  bodyOf,
  valuesOf,
  type BookingValues,
  type FormErrors,
  type LegValues,
  type MomentValues,
  type PlaceValues,
} from '../form-values';
import { LegsFields, MomentFields, PlaceFields } from './booking-form-fields';

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
  const { t } = useI18n();
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
    const { body, errors: found } = bodyOf(values, t);
    setErrors(found);
    if (!body) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onSubmit(body);
  }

  const unplaced = Object.entries(errors).filter(([path]) => !SHOWN_PATHS.test(path));
  const hasLegs = values.kind === 'flight' || values.kind === 'train';
  const isStay = values.kind === 'stay';
  const fromName =
    hasLegs || values.kind === 'bus' || values.kind === 'ferry'
      ? t('bookings.from')
      : t('bookings.place');

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
          label={t('bookings.kind')}
          value={values.kind}
          onChange={(event) => set({ kind: event.target.value as BookingKind })}
          sx={{ minWidth: { sm: 180 } }}
          fullWidth
        >
          {BOOKING_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(BOOKING_KIND_KEYS[kind])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('bookings.title')}
          required
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          placeholder={t('bookings.titlePlaceholder')}
          error={errorOf('title') !== undefined}
          helperText={errorOf('title')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('bookings.provider')}
          value={values.provider}
          onChange={(event) => set({ provider: event.target.value })}
          placeholder={t('bookings.providerPlaceholder')}
          fullWidth
        />
        <TextField
          label={t('bookings.confirmationCode')}
          value={values.confirmationCode}
          onChange={(event) => set({ confirmationCode: event.target.value })}
          error={errorOf('confirmationCode') !== undefined}
          helperText={errorOf('confirmationCode')}
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
          fullWidth
        />
      </Stack>
      <MomentFields
        legend={isStay ? t('bookings.checkIn') : t('bookings.starts')}
        name={isStay ? t('bookings.checkIn') : t('bookings.start')}
        path="start"
        value={values.start}
        errors={errors}
        onChange={setters.start}
      />
      <MomentFields
        legend={isStay ? t('bookings.checkOutOptional') : t('bookings.endsOptional')}
        name={isStay ? t('bookings.checkOut') : t('bookings.end')}
        path="end"
        value={values.end}
        errors={errors}
        onChange={setters.end}
      />
      <PlaceFields
        legend={fromName}
        name={fromName}
        path="from"
        value={values.from}
        errors={errors}
        onChange={setters.from}
      />
      <PlaceFields
        legend={t('bookings.toOptional')}
        name={t('bookings.to')}
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
        label={t('bookings.travellersLabel')}
        value={values.travellers}
        onChange={(event) => set({ travellers: event.target.value })}
        helperText={
          Object.entries(errors).find(([path]) => path.startsWith('travellers'))?.[1] ??
          t('bookings.travellersHelp')
        }
        error={Object.keys(errors).some((path) => path.startsWith('travellers'))}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('bookings.pricePaid')}
          value={values.amount}
          onChange={(event) => set({ amount: event.target.value })}
          placeholder="123.45"
          error={errorOf('price') !== undefined}
          helperText={errorOf('price') ?? t('bookings.priceHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          fullWidth
        />
        <TextField
          select
          label={t('bookings.currency')}
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
        label={t('bookings.notes')}
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
