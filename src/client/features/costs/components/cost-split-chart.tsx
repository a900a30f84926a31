import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { COST_CATEGORIES, type CostPlan } from '#shared/contracts/costs';
import { currencyExponent } from '#shared/domain/money';
import { COST_CATEGORY_KEYS } from '#client/lib/cost-category-labels';
import { useI18n } from '#client/lib/i18n';

/**
 * The bars of the planned split by category (`cost-split-figure.tsx` holds the figure and its
 * caption). Loaded lazily, so the chart library is a chunk of its own that only the trip page
 * fetches. For the eye only: the figures are in the caption and the plan's table.
 */
export default function CostSplitChart({ plan }: { plan: CostPlan }) {
  const { t, f } = useI18n();
  const rows = COST_CATEGORIES.map((category) => ({
    category: t(COST_CATEGORY_KEYS[category]),
    planned: plan.totals.byCategory[category].planned.amount,
  }));
  const money = (amount: number | null) =>
    f.money({ amount: Math.round(amount ?? 0), currency: plan.currency });
  // Axis ticks only: a compact "$1.2K" is for the eye, the exact figures are in the table.
  const compact = (value: number) =>
    f.number(value, { style: 'currency', currency: plan.currency, notation: 'compact' });
  const scale = 10 ** currencyExponent(plan.currency);

  return (
    <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
      <BarChart
        dataset={rows}
        layout="horizontal"
        height={260}
        yAxis={[{ scaleType: 'band', dataKey: 'category', width: 84 }]}
        xAxis={[{ tickNumber: 4, valueFormatter: (value: number) => compact(value / scale) }]}
        series={[{ dataKey: 'planned', label: t('costs.planned'), valueFormatter: money }]}
        hideLegend
        // Hidden from assistive technology (the figures are in the text), so no tab stop either.
        disableKeyboardNavigation
        margin={{ left: 0, right: 24 }}
      />
    </Box>
  );
}
