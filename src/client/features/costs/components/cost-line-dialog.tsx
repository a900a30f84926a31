import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  COST_CATEGORIES,
  type CostCategory,
  type CostItem,
  type CreateCostBody,
} from '#shared/contracts/costs';
import { SUPPORTED_CURRENCIES, type CurrencyCode, type Money } from '#shared/domain/money';
import { errorMessage } from '#client/lib/api-client';
import { changedElsewhereLine, useCreateCost, useUpdateCost } from '../api';
import { COST_CATEGORY_KEYS } from '#client/lib/cost-category-labels';
import { useI18n, type I18n } from '#client/lib/i18n';
import { amountExample, parseTypedAmount, typedAmountText } from '../amount-input';
import { lineLabel } from '../estimate-words';
import { splitBodyOf, splitValuesOf, type SplitErrors, type SplitValues } from '../split-values';
import type { KnownTraveller } from '../travellers';
import { SplitFields } from './split-fields';

export const MAX_LABEL_LENGTH = 120;
export const MAX_COST_NOTES_LENGTH = 2000;

interface LineValues {
  category: CostCategory;
  label: string;
  planned: string;
  actual: string;
  currency: CurrencyCode;
  notes: string;
}

type FieldName = 'label' | 'planned' | 'actual' | 'notes';
type FieldErrors = Partial<Record<FieldName, string>>;

/** A line's values as typed: a converted line shows the amounts in the currency they were typed in. */
function valuesOf(item: CostItem | null, tripCurrency: CurrencyCode, i18n: I18n): LineValues {
  if (!item) {
    return {
      category: 'lodging',
      label: '',
      planned: '',
      actual: '',
      currency: tripCurrency,
      notes: '',
    };
  }
  const source = item.conversion ?? item;
  const currency = source.planned?.currency ?? source.actual?.currency ?? tripCurrency;
  const text = (value: Money | null) =>
    value ? typedAmountText(value.amount, value.currency, i18n) : '';
  return {
    category: item.category,
    label: lineLabel(i18n, item),
    planned: text(source.planned),
    actual: text(source.actual),
    currency,
    notes: item.notes,
  };
}

function validate(
  values: LineValues,
  i18n: I18n,
): { errors: FieldErrors; body: CreateCostBody | null } {
  const { t } = i18n;
  const errors: FieldErrors = {};
  const label = values.label.trim();
  if (label === '') errors.label = t('costs.labelRequired');
  else if (label.length > MAX_LABEL_LENGTH) {
    errors.label = t('costs.labelTooLong', { max: MAX_LABEL_LENGTH });
  }
  const amount = (field: 'planned' | 'actual'): Money | null => {
    if (values[field].trim() === '') return null;
    const parsed = parseTypedAmount(values[field], values.currency, i18n);
    if (!parsed.ok) {
      errors[field] = parsed.message;
      return null;
    }
    return { amount: parsed.amount, currency: values.currency };
  };
  const planned = amount('planned');
  const actual = amount('actual');
  if (values.notes.trim().length > MAX_COST_NOTES_LENGTH) {
    errors.notes = t('costs.notesTooLong', { max: MAX_COST_NOTES_LENGTH });
  }
  if (Object.keys(errors).length > 0) return { errors, body: null };
  return {
    errors,
    body: { category: values.category, label, planned, actual, notes: values.notes.trim() },
  };
}

/** Only what changed, so an untouched converted amount keeps the rate it was entered at. */
function changedFields(body: CreateCostBody, initial: LineValues, values: LineValues) {
  const changed: Partial<CreateCostBody> = {};
  const currencyChanged = values.currency !== initial.currency;
  if (body.category !== initial.category) changed.category = body.category;
  if (body.label !== initial.label) changed.label = body.label;
  if (currencyChanged || values.planned.trim() !== initial.planned) changed.planned = body.planned;
  if (currencyChanged || values.actual.trim() !== initial.actual) changed.actual = body.actual;
  if (body.notes !== initial.notes) changed.notes = body.notes;
  return changed;
}

interface CostLineDialogProps {
  open: boolean;
  tripId: string;
  tripCurrency: CurrencyCode;
  /** The line to edit, or null to add one. */
  item: CostItem | null;
  /** Everyone the plan names, the trip's travellers first. */
  known: readonly KnownTraveller[];
  /** The keys of the trip's travellers: a new line is split among them unless changed. */
  memberKeys: ReadonlySet<string>;
  onClose(): void;
}

/**
 * Adds or edits a cost line. Amounts are typed as decimal text and sent as integer minor units
 * (docs/PRODUCT-RULES.md#money); a bad field is marked and gets the focus
 * (docs/PRODUCT-RULES.md#every-device).
 */
export function CostLineDialog(props: CostLineDialogProps) {
  // Mounted afresh for each opening, so the form starts from the line it edits.
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="cost-line-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      {props.open ? <CostLineForm {...props} /> : null}
    </Dialog>
  );
}

interface FormBase {
  item: CostItem | null;
  values: LineValues;
  split: SplitValues;
}

function CostLineForm({
  tripId,
  tripCurrency,
  item: openedItem,
  known,
  memberKeys,
  onClose,
}: CostLineDialogProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const formId = useId();
  // What the form started from: the line as opened, or as someone else left it (a 409).
  const [base, setBase] = useState<FormBase>(() => baseOf(openedItem));
  const { item, values: initial } = base;
  const [values, setValues] = useState(initial);
  const [split, setSplit] = useState(base.split);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [splitErrors, setSplitErrors] = useState<SplitErrors>({});
  const [isChangedElsewhere, setIsChangedElsewhere] = useState(false);
  // Counts failed submits whose first error is in the split: its field gets the focus once drawn.
  const [splitFocusRequest, setSplitFocusRequest] = useState(0);
  useEffect(() => {
    if (splitFocusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [splitFocusRequest, formId]);

  function baseOf(line: CostItem | null): FormBase {
    return {
      item: line,
      values: valuesOf(line, tripCurrency, i18n),
      split: splitValuesOf(line, known, memberKeys, tripCurrency, i18n),
    };
  }
  const createCost = useCreateCost(tripId);
  const updateCost = useUpdateCost(tripId);
  const mutation = item ? updateCost : createCost;
  const labelRef = useRef<HTMLInputElement>(null);
  const plannedRef = useRef<HTMLInputElement>(null);
  const actualRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);

  function update<K extends keyof LineValues>(field: K, value: LineValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const { errors: found, body: lineBody } = validate(values, i18n);
    const splitResult = splitBodyOf(split, known, tripCurrency, i18n);
    setErrors(found);
    setSplitErrors(splitResult.errors);
    const body = lineBody && { ...lineBody, ...splitResult.body };
    if (!body || Object.keys(splitResult.errors).length > 0) {
      const inOrder = [
        [found.label, labelRef],
        [found.planned, plannedRef],
        [found.actual, actualRef],
        [found.notes, notesRef],
      ] as const;
      const first = inOrder.find(([error]) => error !== undefined)?.[1].current;
      if (first) first.focus();
      else setSplitFocusRequest((count) => count + 1);
      return;
    }
    const done = { onSuccess: onClose };
    if (item) {
      const changed = changedFields(body, initial, values);
      const initialSplit = splitBodyOf(base.split, known, tripCurrency, i18n).body;
      if (JSON.stringify(body.paidBy) !== JSON.stringify(initialSplit.paidBy))
        changed.paidBy = body.paidBy;
      if (JSON.stringify(body.split) !== JSON.stringify(initialSplit.split))
        changed.split = body.split;
      if (Object.keys(changed).length === 0) {
        onClose();
        return;
      }
      // An estimate's label shows in the language; made the traveller's line, it keeps it.
      if (item.source === 'estimate' && body.label !== item.label) changed.label = body.label;
      setIsChangedElsewhere(false);
      updateCost.mutate(
        { costId: item._id, body: { ...changed, expectedVersion: item.version } },
        {
          ...done,
          onError: (error) => {
            const current = changedElsewhereLine(error);
            if (!current) return;
            // Someone else's change stands: show it, and let the traveller decide again.
            const fresh = baseOf(current);
            setBase(fresh);
            setValues(fresh.values);
            setSplit(fresh.split);
            setIsChangedElsewhere(true);
            updateCost.reset();
          },
        },
      );
    } else {
      createCost.mutate(body, done);
    }
  }

  const splitBase = (() => {
    if (values.currency !== tripCurrency) return null;
    for (const field of ['actual', 'planned'] as const) {
      if (values[field].trim() === '') continue;
      const parsed = parseTypedAmount(values[field], tripCurrency, i18n);
      return parsed.ok ? parsed.amount : null;
    }
    return 0;
  })();

  const fieldError = (name: FieldName) => ({
    error: errors[name] !== undefined,
    helperText: errors[name],
  });

  return (
    <>
      <DialogTitle id="cost-line-dialog-title">
        {item ? t('costs.editTitle') : t('costs.addTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          onSubmit={handleSubmit}
          spacing={2}
          sx={{ pt: 1 }}
        >
          {isChangedElsewhere ? (
            <Alert severity="warning" role="alert">
              {t('costs.changedElsewhere')}
            </Alert>
          ) : null}
          {mutation.isError ? (
            <Alert severity="error" role="alert">
              {errorMessage(mutation.error, t('costs.saveFailed'))}
            </Alert>
          ) : null}
          {item?.source === 'estimate' ? (
            <Alert severity="info">{t('costs.estimateBecomesOwn')}</Alert>
          ) : null}
          <TextField
            select
            label={t('costs.category')}
            name="category"
            value={values.category}
            onChange={(event) => update('category', event.target.value as CostCategory)}
            fullWidth
          >
            {COST_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {t(COST_CATEGORY_KEYS[category])}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('costs.label')}
            name="label"
            required
            value={values.label}
            onChange={(event) => update('label', event.target.value)}
            inputRef={labelRef}
            placeholder={t('costs.labelPlaceholder')}
            fullWidth
            {...fieldError('label')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('costs.plannedAmount')}
              name="planned"
              value={values.planned}
              onChange={(event) => update('planned', event.target.value)}
              inputRef={plannedRef}
              placeholder={amountExample(i18n)}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              {...fieldError('planned')}
            />
            <TextField
              label={t('costs.actualAmount')}
              name="actual"
              value={values.actual}
              onChange={(event) => update('actual', event.target.value)}
              inputRef={actualRef}
              placeholder={t('costs.actualPlaceholder')}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
              {...fieldError('actual')}
            />
          </Stack>
          <TextField
            select
            label={t('costs.currency')}
            name="currency"
            value={values.currency}
            onChange={(event) => update('currency', event.target.value as CurrencyCode)}
            helperText={
              values.currency === tripCurrency
                ? undefined
                : t('costs.convertedHelper', { currency: tripCurrency })
            }
            fullWidth
          >
            {SUPPORTED_CURRENCIES.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('costs.notes')}
            name="notes"
            value={values.notes}
            onChange={(event) => update('notes', event.target.value)}
            inputRef={notesRef}
            multiline
            minRows={2}
            fullWidth
            {...fieldError('notes')}
          />
          <SplitFields
            values={split}
            errors={splitErrors}
            tripCurrency={tripCurrency}
            base={splitBase}
            onChange={(next) => {
              setSplit(next);
              setSplitErrors({});
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('costs.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={mutation.isPending}>
          {t('costs.save')}
        </Button>
      </DialogActions>
    </>
  );
}
