import CalculateIcon from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { CurrencyCode, Money } from '#shared/domain/money';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useEstimateCosts } from '../api';
import { parseTypedAmount } from '../amount-input';

/** "Estimate costs", with what it uses, and an optional car rental figure per day. */
export function EstimateForm({
  tripId,
  currency,
  hasDates,
  disabled,
}: {
  tripId: string;
  currency: CurrencyCode;
  hasDates: boolean;
  disabled: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const estimate = useEstimateCosts(tripId);
  const [carPerDay, setCarPerDay] = useState('');
  const [carError, setCarError] = useState<string | null>(null);
  const reasonId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (estimate.isPending) return;
    let carRentalPerDay: Money | null = null;
    if (carPerDay.trim() !== '') {
      // In the trip's currency, like every figure the traveller reads on this panel.
      const parsed = parseTypedAmount(carPerDay, currency, i18n);
      if (!parsed.ok) {
        setCarError(parsed.message);
        document.getElementById(`${reasonId}-car`)?.focus();
        return;
      }
      carRentalPerDay = { amount: parsed.amount, currency };
    }
    setCarError(null);
    estimate.mutate(carRentalPerDay ? { carRentalPerDay } : {});
  }

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      aria-label={t('costs.estimateFormLabel')}
      sx={{ p: 2, mb: 2, bgcolor: 'grey.50' }}
    >
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('costs.estimateIntro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id={`${reasonId}-car`}
          label={t('costs.carRentalPerDay', { currency })}
          name="carRentalPerDay"
          size="small"
          value={carPerDay}
          onChange={(event) => setCarPerDay(event.target.value)}
          error={carError !== null}
          helperText={carError ?? t('costs.carRentalHelper')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          sx={{ minWidth: { sm: 260 } }}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<CalculateIcon />}
          disabled={disabled || !hasDates || estimate.isPending}
          aria-describedby={hasDates ? undefined : reasonId}
          sx={{ flexShrink: 0 }}
        >
          {estimate.isPending ? t('costs.estimating') : t('costs.estimateButton')}
        </Button>
      </Stack>
      {hasDates ? null : (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('costs.needsDates')}
        </Typography>
      )}
      {estimate.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {errorMessage(estimate.error, t('costs.estimateFailed'))}
        </Alert>
      ) : null}
    </Paper>
  );
}
