import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { useI18n } from '#client/lib/i18n';
import { isAlreadyWatching, useCreateWatch, watchErrorText } from '../api';
import {
  addMonths,
  flexibleBodyOf,
  type FlexibleErrors,
  type FlexibleField,
  type FlexibleValues,
} from '../flexible-values';
import { CapFields } from './cap-fields';
import { WatchDone } from './watch-done';

const FIELD_ORDER: FlexibleField[] = [
  'place',
  'nights',
  'travellers',
  'origin',
  'from',
  'to',
  'cap',
];

/**
 * Watches a getaway on any start date in a range (or only long weekends), at most 12 months
 * ahead, with an optional cap a person. A bad field is marked and the first gets the focus.
 */
export function FlexibleWatchForm({
  initial,
  ariaLabel,
  onCancel,
}: {
  initial: FlexibleValues;
  ariaLabel: string;
  /** In a dialog: Cancel beside the submit button, and after saving only the confirmation. */
  onCancel?: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const today = localCalendarDate();
  const create = useCreateWatch();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FlexibleErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function update(next: Partial<FlexibleValues>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const field of Object.keys(next)) delete rest[field as FlexibleField];
      return rest;
    });
    if (create.isSuccess || create.isError) create.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const { errors: found, body } = flexibleBodyOf(values, today, i18n);
    setErrors(found);
    if (!body) {
      const first = FIELD_ORDER.find((field) => found[field] !== undefined);
      const name = first === 'cap' ? 'maxPerPerson' : first;
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      return;
    }
    create.mutate(body);
  }

  const field = (name: Exclude<FlexibleField, 'cap'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? ' ',
    fullWidth: true,
  });

  if (create.isSuccess && onCancel) {
    return (
      <Stack spacing={2}>
        <WatchDone
          severity="success"
          text={t('watches.watchingPlace', { place: create.data.place })}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('watches.close')}</Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={ariaLabel}
      spacing={1}
    >
      {create.isSuccess ? (
        <WatchDone
          severity="success"
          text={t('watches.watchingPlace', { place: create.data.place })}
        />
      ) : isAlreadyWatching(create.error) ? (
        <WatchDone severity="info" text={t('watches.alreadyGetaway')} />
      ) : create.isError ? (
        <Alert severity="error" role="alert">
          {watchErrorText(create.error, t('watches.saveFailed'), t)}
        </Alert>
      ) : null}
      <TextField label={t('watches.place')} placeholder="Lisbon, Portugal" {...field('place')} />
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('watches.nights')}
          {...field('nights')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          label={t('watches.travellers')}
          {...field('travellers')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </Stack>
      <TextField
        label={t('watches.startingCity')}
        placeholder="Denver, CO, United States"
        {...field('origin')}
        slotProps={{ htmlInput: { autoComplete: 'address-level2' } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          type="date"
          label={t('watches.firstStart')}
          {...field('from')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: today, max: addMonths(today, 12) },
          }}
        />
        <TextField
          type="date"
          label={t('watches.lastStart')}
          {...field('to')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: values.from || today, max: addMonths(today, 12) },
          }}
        />
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            name="longWeekendsOnly"
            checked={values.longWeekendsOnly}
            onChange={(event) => update({ longWeekendsOnly: event.target.checked })}
          />
        }
        label={t('watches.longWeekendsOnly')}
        sx={{ mt: -1 }}
      />
      <Box sx={{ pt: 1 }}>
        <CapFields
          values={values.cap}
          error={errors.cap ?? null}
          onChange={(cap) => update({ cap })}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        {onCancel ? <Button onClick={onCancel}>{t('watches.cancel')}</Button> : null}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? t('watches.watching') : t('watches.watchPrice')}
        </Button>
      </Stack>
    </Stack>
  );
}
