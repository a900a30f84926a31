import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CostItem } from '#shared/contracts/costs';
import type { Money } from '#shared/domain/money';
import { COST_CATEGORY_KEYS } from '#client/lib/cost-category-labels';
import { useI18n, type I18n } from '#client/lib/i18n';
import { datasetName, estimateBasis, lineLabel } from '../estimate-words';
import { splitText, type KnownTraveller } from '../travellers';

/** One line as a card: stacks on a phone, and its estimate's basis is text, not a hover. */
export function CostLine({
  item,
  known,
  onEdit,
  onDelete,
}: {
  item: CostItem;
  known: readonly KnownTraveller[];
  /** Absent for a viewer: the lines have no Edit or Delete. */
  onEdit?: ((item: CostItem) => void) | undefined;
  onDelete(item: CostItem): void;
}) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const show = (value: Money | null) => (value ? f.money(value) : '—');
  const titleId = useId();
  const { estimate, conversion } = item;
  const split = splitText(item, known, t);
  const label = lineLabel(i18n, item);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase' }}>
          {t(COST_CATEGORY_KEYS[item.category])}
        </Typography>
        {estimate ? (
          // info.dark, not info.main: the main blue is 3.9:1 on white, under WCAG's 4.5:1.
          <Chip
            label={t('costs.estimateChip')}
            size="small"
            variant="outlined"
            sx={{ color: 'info.dark', borderColor: 'info.dark' }}
          />
        ) : null}
      </Stack>
      <Typography
        id={titleId}
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600 },
        }}
      >
        <Typography component="dt" variant="body2">
          {t('costs.planned')}
        </Typography>
        <Typography component="dd" variant="body2">
          {show(item.planned)}
        </Typography>
        {estimate ? (
          <>
            <Typography component="dt" variant="body2">
              {t('costs.range')}
            </Typography>
            <Typography component="dd" variant="body2">
              {t('costs.moneyRange', { low: f.money(estimate.low), high: f.money(estimate.high) })}
            </Typography>
          </>
        ) : null}
        <Typography component="dt" variant="body2">
          {t('costs.actual')}
        </Typography>
        <Typography component="dd" variant="body2">
          {show(item.actual)}
        </Typography>
      </Box>
      {estimate ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('costs.estimateSource', {
            basis: estimateBasis(i18n, estimate),
            dataset: datasetName(i18n, estimate.dataset),
            asOf: dataDate(i18n, estimate.asOf),
          })}
        </Typography>
      ) : null}
      {conversion ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {conversionText(i18n, conversion)}
        </Typography>
      ) : null}
      {split ? (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {split}
        </Typography>
      ) : null}
      {item.notes ? (
        <Typography
          variant="body2"
          sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {item.notes}
        </Typography>
      ) : null}
      {onEdit ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => onEdit(item)}
            aria-label={t('costs.editLabel', { label })}
          >
            {t('costs.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(item)}
            aria-label={t('costs.deleteLabel', { label })}
          >
            {t('costs.delete')}
          </Button>
        </Stack>
      ) : null}
    </Paper>
  );
}

/**
 * The date of a dataset or a rate: English keeps the YYYY-MM-DD the spec quotes, other languages
 * write it their own way.
 */
function dataDate({ locale, f }: I18n, date: string): string {
  return locale === 'en' || locale === 'en-XA' || !/^\d{4}-\d{2}-\d{2}$/.test(date)
    ? date
    : f.date(date);
}

function conversionText(i18n: I18n, conversion: NonNullable<CostItem['conversion']>): string {
  const { t, f } = i18n;
  // The rate is an exact decimal string: only its decimal mark follows the language.
  const decimalMark = f.number(1.5).replace(/\d/g, '');
  return t('costs.conversion', {
    typed:
      conversion.planned && conversion.actual ? 'both' : conversion.planned ? 'planned' : 'actual',
    planned: conversion.planned ? f.money(conversion.planned) : '',
    actual: conversion.actual ? f.money(conversion.actual) : '',
    rate: conversion.rate.replace('.', decimalMark),
    source: conversion.source,
    rateDate: dataDate(i18n, conversion.rateDate),
  });
}
