import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { COST_CATEGORIES, type CostPlan } from '#shared/contracts/costs';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import { visuallyHidden } from '#client/components/visually-hidden';
import { COST_CATEGORY_KEYS } from '#client/lib/cost-category-labels';
import { useI18n } from '#client/lib/i18n';

// Its own chunk: the chart library is fetched only when the bars come near the screen.
const CostSplitChart = lazy(() => import('./cost-split-chart'));

/**
 * The planned split by category: a figure whose caption carries every figure for screen readers
 * from the start, and whose bars, for the eye, are drawn as they come near the screen.
 */
export function CostSplitFigure({ plan }: { plan: CostPlan }) {
  const { t, f } = useI18n();
  const captionId = useId();
  const summary = COST_CATEGORIES.map((category) =>
    t('costs.chartSummaryItem', {
      category: t(COST_CATEGORY_KEYS[category]),
      amount: f.money({
        amount: plan.totals.byCategory[category].planned.amount,
        currency: plan.currency,
      }),
    }),
  ).join(t('costs.listSeparator'));
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {t('costs.chartCaption')}
        <Box component="span" sx={visuallyHidden}>
          {t('costs.chartSummary', { items: summary })}
        </Box>
      </Typography>
      <DrawnWhenNear height={260}>
        <Suspense
          fallback={<Typography color="text.secondary">{t('costs.loadingChart')}</Typography>}
        >
          <CostSplitChart plan={plan} />
        </Suspense>
      </DrawnWhenNear>
    </Box>
  );
}
