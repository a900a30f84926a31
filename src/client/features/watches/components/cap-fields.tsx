import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { SUPPORTED_CURRENCIES, type CurrencyCode, type Money } from '#shared/domain/money';
import { useI18n, type I18n } from '#client/lib/i18n';
import { parseCapAmount } from '../cap-amount';

export interface CapValues {
  /** The cap a person as typed; empty for none. */
  amount: string;
  currency: CurrencyCode;
}

/** The cap as money in minor units (never a float), null when none, or why it cannot be read. */
export function capOf(
  values: CapValues,
  i18n: Pick<I18n, 'locale' | 't' | 'f'>,
): { cap: Money | null; error: string | null } {
  if (values.amount.trim() === '') return { cap: null, error: null };
  const parsed = parseCapAmount(values.amount, values.currency, i18n);
  return parsed.ok
    ? { cap: { amount: parsed.amount, currency: values.currency }, error: null }
    : { cap: null, error: parsed.message };
}

/** The optional cap a person: an amount typed as text, and its currency. */
export function CapFields({
  values,
  error,
  onChange,
  inputRef,
}: {
  values: CapValues;
  error: string | null;
  onChange(values: CapValues): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useI18n();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('watches.capLabel')}
        name="maxPerPerson"
        value={values.amount}
        onChange={(event) => onChange({ ...values, amount: event.target.value })}
        inputRef={inputRef}
        placeholder="600"
        error={error !== null}
        helperText={error ?? t('watches.capHelp')}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        select
        label={t('watches.currency')}
        name="currency"
        value={values.currency}
        onChange={(event) => onChange({ ...values, currency: event.target.value as CurrencyCode })}
        sx={{ width: 96, flex: 'none' }}
      >
        {SUPPORTED_CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
