import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { SplitMode } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import { MAX_TRAVELLER_NAME_LENGTH, travellerKey } from '#shared/domain/split';
import { useI18n, type MessageKey } from '#client/lib/i18n';
import { parseTypedAmount, zeroAmountExample } from '../amount-input';
import { SOMEONE_ELSE, type SplitErrors, type SplitRow, type SplitValues } from '../split-values';

const MODE_LABELS: Record<SplitMode | 'none', MessageKey> = {
  none: 'costs.modeNone',
  equal: 'costs.modeEqual',
  shares: 'costs.modeShares',
  amounts: 'costs.modeAmounts',
};

interface SplitFieldsProps {
  values: SplitValues;
  errors: SplitErrors;
  tripCurrency: CurrencyCode;
  /** The amount the split shares out, in the trip's currency, when the form knows it. */
  base: number | null;
  onChange(values: SplitValues): void;
}

/** "Paid by" and "Split": who paid, and equally, by shares or by amounts among whom. */
export function SplitFields({ values, errors, tripCurrency, base, onChange }: SplitFieldsProps) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const id = useId();
  const [newName, setNewName] = useState('');
  const [newNameError, setNewNameError] = useState<string | null>(null);
  const update = (changes: Partial<SplitValues>) => onChange({ ...values, ...changes });
  const updateRow = (key: string, changes: Partial<SplitRow>) =>
    update({
      rows: values.rows.map((row) => (row.traveller.key === key ? { ...row, ...changes } : row)),
    });

  function addTraveller() {
    const name = newName.trim();
    if (name === '' || name.length > MAX_TRAVELLER_NAME_LENGTH) {
      setNewNameError(t('costs.nameLength', { max: MAX_TRAVELLER_NAME_LENGTH }));
      return;
    }
    const key = travellerKey({ name });
    const existing = values.rows.find((row) => row.traveller.key === key);
    setNewName('');
    setNewNameError(null);
    if (existing) {
      updateRow(key, { isIncluded: true });
      return;
    }
    update({
      rows: [
        ...values.rows,
        { traveller: { key, ref: { name }, name }, isIncluded: true, shares: '1', amount: '' },
      ],
    });
  }

  const assigned =
    values.mode === 'amounts'
      ? values.rows
          .filter((row) => row.isIncluded)
          .reduce((sum, row) => {
            const parsed = parseTypedAmount(row.amount.trim() || '0', tripCurrency, i18n);
            return sum + (parsed.ok ? parsed.amount : 0);
          }, 0)
      : 0;

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('costs.whoPaidLegend')}
      </Typography>
      <TextField
        select
        label={t('costs.paidByLabel')}
        name="paidBy"
        value={values.paidBy}
        onChange={(event) => update({ paidBy: event.target.value })}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('costs.notSaid')}</MenuItem>
        {values.rows.map((row) => (
          <MenuItem key={row.traveller.key} value={row.traveller.key}>
            {row.traveller.name}
          </MenuItem>
        ))}
        <MenuItem value={SOMEONE_ELSE}>{t('costs.someoneElse')}</MenuItem>
      </TextField>
      {values.paidBy === SOMEONE_ELSE ? (
        <TextField
          label={t('costs.payerName')}
          name="paidByName"
          value={values.paidByName}
          onChange={(event) => update({ paidByName: event.target.value })}
          error={errors.paidByName !== undefined}
          helperText={errors.paidByName ?? t('costs.payerHelper')}
          slotProps={{ htmlInput: { maxLength: MAX_TRAVELLER_NAME_LENGTH + 20 } }}
          fullWidth
        />
      ) : null}
      <TextField
        select
        label={t('costs.splitLabel')}
        name="splitMode"
        value={values.mode}
        onChange={(event) => update({ mode: event.target.value as SplitValues['mode'] })}
        // The rule in words (docs/PRODUCT-RULES.md#splitting-costs).
        helperText={t('costs.splitHelp')}
        fullWidth
      >
        {(Object.keys(MODE_LABELS) as (SplitMode | 'none')[]).map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(MODE_LABELS[mode])}
          </MenuItem>
        ))}
      </TextField>
      {values.mode === 'none' ? null : (
        <Box role="group" aria-labelledby={`${id}-among`}>
          <Typography id={`${id}-among`} variant="body2" sx={{ mb: 0.5 }}>
            {t('costs.splitAmongLabel')}
          </Typography>
          {errors.split ? (
            <Typography role="alert" variant="body2" color="error" sx={{ mb: 1 }}>
              {errors.split}
            </Typography>
          ) : null}
          <Stack spacing={1}>
            {values.rows.map((row) => {
              const rowError = errors[`row:${row.traveller.key}`];
              return (
                <Stack
                  key={row.traveller.key}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 0.5 }}
                >
                  <FormControlLabel
                    sx={{ flex: '1 1 8rem', minWidth: 0, mr: 0, overflowWrap: 'anywhere' }}
                    control={
                      <Checkbox
                        checked={row.isIncluded}
                        onChange={(event) =>
                          updateRow(row.traveller.key, { isIncluded: event.target.checked })
                        }
                      />
                    }
                    label={row.traveller.name}
                  />
                  {values.mode === 'shares' && row.isIncluded ? (
                    <TextField
                      size="small"
                      label={t('costs.sharesFor', { name: row.traveller.name })}
                      value={row.shares}
                      onChange={(event) =>
                        updateRow(row.traveller.key, { shares: event.target.value })
                      }
                      error={rowError !== undefined}
                      helperText={rowError}
                      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                      sx={{ flex: '0 1 9rem' }}
                    />
                  ) : null}
                  {values.mode === 'amounts' && row.isIncluded ? (
                    <TextField
                      size="small"
                      label={t('costs.amountFor', { name: row.traveller.name })}
                      value={row.amount}
                      onChange={(event) =>
                        updateRow(row.traveller.key, { amount: event.target.value })
                      }
                      error={rowError !== undefined}
                      helperText={rowError}
                      placeholder={zeroAmountExample(i18n)}
                      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                      sx={{ flex: '0 1 9rem' }}
                    />
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
          {values.mode === 'amounts' && base !== null ? (
            <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
              {assigned === base
                ? t('costs.allAssigned', {
                    amount: f.money({ amount: base, currency: tripCurrency }),
                  })
                : assigned < base
                  ? t('costs.leftToAssign', {
                      amount: f.money({ amount: base - assigned, currency: tripCurrency }),
                    })
                  : t('costs.tooMuchAssigned', {
                      amount: f.money({ amount: assigned - base, currency: tripCurrency }),
                    })}
            </Typography>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              size="small"
              label={t('costs.someoneWithoutAccount')}
              value={newName}
              onChange={(event) => setNewName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addTraveller();
                }
              }}
              error={newNameError !== null}
              helperText={newNameError ?? undefined}
              sx={{ flex: 1 }}
            />
            <Button variant="outlined" onClick={addTraveller} sx={{ flexShrink: 0 }}>
              {t('costs.addToSplit')}
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
