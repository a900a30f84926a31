import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  MAX_TRAVELLERS,
  MAX_TRIP_NOTES_LENGTH,
  type Trip,
  type UpdateTripBody,
} from '#shared/contracts/trips';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { ENGLISH, useI18n, type I18n } from '#client/lib/i18n';
import { amountToText, parseAmount } from '#client/lib/parse-amount';
import { useUpdateTrip } from '../api';
import { TripDatesFields, tripDatesError } from './trip-dates-fields';

interface TripValues {
  location_address: string;
  trip_start: string;
  trip_end: string;
  travellers: string;
  origin: string;
  budget: string;
  notes: string;
}

type FieldName = 'location_address' | 'trip_end' | 'travellers' | 'origin' | 'budget' | 'notes';
type FieldErrors = Partial<Record<FieldName, string>>;

function valuesOf(trip: Trip): TripValues {
  return {
    location_address: trip.location_address,
    trip_start: trip.trip_start ?? '',
    trip_end: trip.trip_end ?? '',
    travellers: String(trip.travellers),
    origin: trip.origin ?? '',
    budget: trip.budget ? amountToText(trip.budget.amount, trip.budget.currency) : '',
    notes: trip.notes,
  };
}

/** The form's checks, then the body with only the fields that changed. */
export function changedTripFields(
  trip: Trip,
  values: TripValues,
  t: I18n['t'] = ENGLISH.t,
): { errors: FieldErrors; body: UpdateTripBody } {
  const errors: FieldErrors = {};
  const initial = valuesOf(trip);
  const body: UpdateTripBody = {};

  const place = values.location_address.trim();
  if (place === '') errors.location_address = t('trips.placeRequired');
  else if (place !== initial.location_address) {
    body.location_address = place;
    // The short name is the place's first part, as Search makes it ("Lisbon").
    body.trip_location = place.split(',')[0]?.trim() ?? place;
  }

  const datesError = tripDatesError(values, t);
  if (datesError) errors.trip_end = datesError;
  if (values.trip_start !== initial.trip_start) body.trip_start = values.trip_start || null;
  if (values.trip_end !== initial.trip_end) body.trip_end = values.trip_end || null;

  const travellers = values.travellers.trim();
  if (!/^\d+$/.test(travellers) || Number(travellers) < 1 || Number(travellers) > MAX_TRAVELLERS) {
    errors.travellers = t('trips.travellersInvalid', { max: MAX_TRAVELLERS });
  } else if (Number(travellers) !== trip.travellers) body.travellers = Number(travellers);

  const origin = values.origin.trim();
  if (origin !== initial.origin) body.origin = origin === '' ? null : origin;

  const budget = values.budget.trim();
  if (budget !== initial.budget) {
    if (budget === '') body.budget = null;
    else {
      const parsed = parseAmount(budget, trip.currency);
      if (parsed.ok) body.budget = { amount: parsed.amount, currency: trip.currency };
      else errors.budget = parsed.message;
    }
  }

  if (values.notes.length > MAX_TRIP_NOTES_LENGTH) {
    errors.notes = t('trips.notesTooLong', { max: MAX_TRIP_NOTES_LENGTH });
  } else if (values.notes.trim() !== initial.notes) body.notes = values.notes.trim();

  return { errors, body };
}

/** The field a server message is about, when its msg names one ("travellers must be…"). */
/** The dialog's field for the body field a server error names (its `details` path). */
function fieldOfServerError(error: ApiError): FieldName | null {
  const [field] = (error.fields[0] ?? '').split('.');
  switch (field) {
    case 'location_address':
    case 'trip_location':
    case 'image_url':
      return 'location_address';
    case 'trip_start':
    case 'trip_end':
      return 'trip_end';
    case 'travellers':
    case 'origin':
    case 'budget':
    case 'notes':
      return field;
    default:
      return null;
  }
}

const FIELD_ORDER: FieldName[] = [
  'location_address',
  'trip_end',
  'travellers',
  'origin',
  'budget',
  'notes',
];

interface EditTripDialogProps {
  open: boolean;
  trip: Trip;
  onClose(): void;
  /** Called with a message to show once the trip is saved. */
  onSaved?(text: string): void;
}

/**
 * Edits a trip: place, dates, travellers, origin, budget and notes. Sends only what changed; a bad
 * field is marked and focused (docs/PRODUCT-RULES.md#every-device), and the server's message goes
 * to the field it is about when it names one.
 */
export function EditTripDialog(props: EditTripDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="edit-trip-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      {props.open ? <EditTripForm {...props} /> : null}
    </Dialog>
  );
}

function EditTripForm({ trip, onClose, onSaved }: EditTripDialogProps) {
  const { t } = useI18n();
  const formId = useId();
  const updateTrip = useUpdateTrip(trip._id);
  const [values, setValues] = useState(() => valuesOf(trip));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function update(field: keyof TripValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function focusField(name: FieldName) {
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateTrip.isPending) return;
    const { errors: found, body } = changedTripFields(trip, values, t);
    setErrors(found);
    setFormError(null);
    const first = FIELD_ORDER.find((name) => found[name] !== undefined);
    if (first) {
      focusField(first);
      return;
    }
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    updateTrip.mutate(body, {
      onSuccess: () => {
        onSaved?.(t('trips.saved'));
        onClose();
      },
      onError: (error) => {
        const text = errorMessage(error, t('trips.saveFailed'));
        const field = error instanceof ApiError ? fieldOfServerError(error) : null;
        if (field) {
          setErrors({ [field]: text });
          focusField(field);
        } else setFormError(text);
      },
    });
  }

  const fieldError = (name: FieldName) => ({
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  return (
    <>
      <DialogTitle id="edit-trip-dialog-title">{t('trips.editTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          ref={formRef}
          id={formId}
          noValidate
          onSubmit={handleSubmit}
          spacing={2}
          sx={{ pt: 1 }}
        >
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextField
            label={t('trips.place')}
            name="location_address"
            required
            value={values.location_address}
            onChange={(event) => update('location_address', event.target.value)}
            fullWidth
            {...fieldError('location_address')}
          />
          <TripDatesFields
            value={values}
            onChange={(dates) => setValues((current) => ({ ...current, ...dates }))}
            error={errors.trip_end ?? null}
          />
          <TextField
            label={t('trips.travellers')}
            name="travellers"
            type="number"
            value={values.travellers}
            onChange={(event) => update('travellers', event.target.value)}
            fullWidth
            slotProps={{ htmlInput: { min: 1, max: MAX_TRAVELLERS, step: 1 } }}
            {...fieldError('travellers')}
          />
          <TextField
            label={t('trips.originLabel')}
            name="origin"
            value={values.origin}
            onChange={(event) => update('origin', event.target.value)}
            placeholder={t('trips.originPlaceholder')}
            fullWidth
            {...fieldError('origin')}
            helperText={errors.origin ?? t('trips.originHelp')}
          />
          <TextField
            label={t('trips.budgetLabel', { currency: trip.currency })}
            name="budget"
            value={values.budget}
            onChange={(event) => update('budget', event.target.value)}
            fullWidth
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: {
                endAdornment: <InputAdornment position="end">{trip.currency}</InputAdornment>,
              },
            }}
            {...fieldError('budget')}
          />
          <TextField
            label={t('trips.notesLabel')}
            name="notes"
            value={values.notes}
            onChange={(event) => update('notes', event.target.value)}
            multiline
            minRows={3}
            fullWidth
            {...fieldError('notes')}
            helperText={
              errors.notes ??
              t('trips.notesCount', { count: values.notes.length, max: MAX_TRIP_NOTES_LENGTH })
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('trips.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={updateTrip.isPending}>
          {t('trips.save')}
        </Button>
      </DialogActions>
    </>
  );
}
