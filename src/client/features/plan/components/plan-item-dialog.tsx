import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  createPlanItemBodySchema,
  type CreatePlanItemBody,
  type PlanItem,
  type UpdatePlanItemBody,
} from '#shared/contracts/plan';
import { fieldError, showFieldErrors, type FieldErrors } from '#client/components/field-errors';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useI18n, type MessageKey } from '#client/lib/i18n';
import { useCreatePlanItem, useUpdatePlanItem, type CostLineOption } from '../api';

/** The select's value for "among the ideas" and for "paid by no line" (a select needs a string). */
const NONE = '';

/** A select whose empty value is a choice of its own ("Ideas", "No cost line"), shown as such. */
const showEmptyChoice = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

interface ItemValues {
  name: string;
  place: string;
  day: string;
  startTime: string;
  durationMinutes: string;
  note: string;
  costLineId: string;
}

/** Each field's message in the traveller's words; the contract decides what is valid. */
const FIELD_MESSAGES: Record<string, MessageKey> = {
  name: 'plan.nameError',
  place: 'plan.placeError',
  startTime: 'plan.startTimeError',
  durationMinutes: 'plan.durationError',
  note: 'plan.noteError',
};
const FIELD_ORDER = ['name', 'place', 'day', 'startTime', 'durationMinutes', 'costLineId', 'note'];

function valuesOf(item: PlanItem | null, day: string | null): ItemValues {
  return {
    name: item?.name ?? '',
    place: item?.place ?? '',
    day: (item ? item.day : day) ?? NONE,
    startTime: item?.startTime ?? '',
    durationMinutes: item?.durationMinutes ? String(item.durationMinutes) : '',
    note: item?.note ?? '',
    costLineId: item?.costLineId ?? NONE,
  };
}

/** The values as the contract's body, or the fields that are wrong (checked by the contract). */
function toBody(
  values: ItemValues,
  t: ReturnType<typeof useI18n>['t'],
): { body: CreatePlanItemBody } | { errors: FieldErrors } {
  const duration = values.durationMinutes.trim();
  const parsed = createPlanItemBodySchema.safeParse({
    name: values.name,
    place: values.place,
    day: values.day === NONE ? null : values.day,
    startTime: values.startTime === '' ? null : values.startTime,
    // A number the contract checks; text that is not one stays text, so it is refused.
    durationMinutes:
      duration === '' ? null : Number.isNaN(Number(duration)) ? duration : Number(duration),
    note: values.note,
    costLineId: values.costLineId === NONE ? null : values.costLineId,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = FIELD_MESSAGES[field];
    errors[field] ??= key ? t(key) : issue.message;
  }
  return { errors };
}

/** Only what changed: an edit sends no field the traveller left alone. */
function changedFields(body: CreatePlanItemBody, item: PlanItem): UpdatePlanItemBody {
  const changed: UpdatePlanItemBody = {};
  if (body.name !== item.name) changed.name = body.name;
  if ((body.place ?? '') !== item.place) changed.place = body.place ?? '';
  if ((body.startTime ?? null) !== item.startTime) changed.startTime = body.startTime ?? null;
  if ((body.durationMinutes ?? null) !== item.durationMinutes) {
    changed.durationMinutes = body.durationMinutes ?? null;
  }
  if ((body.note ?? '') !== item.note) changed.note = body.note ?? '';
  if ((body.costLineId ?? null) !== item.costLineId) changed.costLineId = body.costLineId ?? null;
  return changed;
}

export interface DayOption {
  date: string;
  label: string;
}

interface PlanItemDialogProps {
  open: boolean;
  tripId: string;
  /** The item to edit, or null to add one. */
  item: PlanItem | null;
  /** Where a new item goes at first: a day, or null for the ideas. */
  day: string | null;
  days: readonly DayOption[];
  costLines: readonly CostLineOption[];
  onClose(): void;
}

/**
 * Adds or edits a thing to do. A bad field is marked and gets the focus; the server's own
 * message shows when it refuses (docs/PRODUCT-RULES.md#every-device).
 */
export function PlanItemDialog(props: PlanItemDialogProps) {
  const titleId = useId();
  // Mounted afresh for each opening, so the form starts from the item it edits.
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      {props.open ? <PlanItemForm {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}

function PlanItemForm({
  tripId,
  item,
  day,
  days,
  costLines,
  onClose,
  titleId,
}: PlanItemDialogProps & { titleId: string }) {
  const { t, locale } = useI18n();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(item, day));
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreatePlanItem(tripId);
  const update = useUpdatePlanItem(tripId);
  const mutation = item ? update : create;
  // A cost line deleted since still shows as the item's, not as a blank field.
  const isKnownLine =
    values.costLineId === NONE || costLines.some((line) => line._id === values.costLineId);

  function change(field: keyof ItemValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showServerError(error: unknown) {
    // The server names the fields it refused; each is marked, the first gets the focus.
    if (!(error instanceof ApiError) || error.fields.length === 0) return;
    const marked: FieldErrors = {};
    for (const field of error.fields) {
      const name = field.split('.')[0] ?? field;
      const key = FIELD_MESSAGES[name];
      // The server words its refusal in English: another language shows the field's own words.
      const ours = key && t(key);
      if (FIELD_ORDER.includes(name)) {
        marked[name] = locale === 'en' ? error.msg || ours : ours || error.msg;
      }
    }
    if (Object.keys(marked).length > 0) showFieldErrors(formRef.current, setErrors, marked);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const result = toBody(values, t);
    if ('errors' in result) {
      showFieldErrors(formRef.current, setErrors, result.errors);
      return;
    }
    const done = { onSuccess: onClose, onError: showServerError };
    if (!item) {
      create.mutate(result.body, done);
      return;
    }
    const changed = changedFields(result.body, item);
    if (Object.keys(changed).length === 0) onClose();
    else update.mutate({ itemId: item._id, body: changed }, done);
  }

  return (
    <>
      <DialogTitle id={titleId}>{item ? t('plan.editTitle') : t('plan.addThing')}</DialogTitle>
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
          {mutation.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(mutation.error, t('plan.saveFailed'))}
            </Alert>
          ) : null}
          <TextField
            label={t('plan.name')}
            name="name"
            required
            autoFocus
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            placeholder={t('plan.namePlaceholder')}
            fullWidth
            {...fieldError(errors, 'name')}
          />
          <TextField
            label={t('plan.place')}
            name="place"
            value={values.place}
            onChange={(event) => change('place', event.target.value)}
            placeholder={t('plan.placePlaceholder')}
            fullWidth
            {...fieldError(errors, 'place', t('plan.optional'))}
          />
          {item ? null : (
            <TextField
              select
              label={t('plan.day')}
              name="day"
              value={values.day}
              onChange={(event) => change('day', event.target.value)}
              fullWidth
              slotProps={showEmptyChoice}
              {...fieldError(errors, 'day', days.length === 0 ? t('plan.noDaysYet') : undefined)}
            >
              <MenuItem value={NONE}>{t('plan.ideasNoDay')}</MenuItem>
              {days.map((option) => (
                <MenuItem key={option.date} value={option.date}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('plan.startTime')}
              name="startTime"
              type="time"
              value={values.startTime}
              onChange={(event) => change('startTime', event.target.value)}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              {...fieldError(errors, 'startTime', t('plan.startTimeHelp'))}
            />
            <TextField
              label={t('plan.duration')}
              name="durationMinutes"
              value={values.durationMinutes}
              onChange={(event) => change('durationMinutes', event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              {...fieldError(errors, 'durationMinutes', t('plan.optional'))}
            />
          </Stack>
          <TextField
            select
            label={t('plan.paidBy')}
            name="costLineId"
            value={values.costLineId}
            onChange={(event) => change('costLineId', event.target.value)}
            fullWidth
            slotProps={showEmptyChoice}
            {...fieldError(
              errors,
              'costLineId',
              costLines.length === 0 ? t('plan.noCostLines') : t('plan.optional'),
            )}
          >
            <MenuItem value={NONE}>{t('plan.noCostLine')}</MenuItem>
            {costLines.map((line) => (
              <MenuItem key={line._id} value={line._id}>
                {line.label}
              </MenuItem>
            ))}
            {isKnownLine ? null : (
              <MenuItem value={values.costLineId}>{t('plan.goneCostLine')}</MenuItem>
            )}
          </TextField>
          <TextField
            label={t('plan.note')}
            name="note"
            value={values.note}
            onChange={(event) => change('note', event.target.value)}
            multiline
            minRows={2}
            fullWidth
            {...fieldError(errors, 'note')}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('plan.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {t('plan.save')}
        </Button>
      </DialogActions>
    </>
  );
}
