import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { COST_CATEGORIES, type CostPlan } from '#shared/contracts/costs';
import { currencyExponent, formatMoney } from '#shared/domain/money';
import { CATEGORY_LABELS } from '../cost-labels';

/**
 * The planned split by category as a horizontal bar chart. Loaded lazily, so the chart library is
 * a chunk of its own that only the trip page fetches. The figures are in the plan's table; the
 * chart is labelled and its summary is in its caption for screen readers.
 */
export default function CostSplitChart({ plan }: { plan: CostPlan }) {
  const captionId = useId();
  const rows = COST_CATEGORIES.map((category) => ({
    category: CATEGORY_LABELS[category],
    planned: plan.totals.byCategory[category].planned.amount,
  }));
  const money = (amount: number | null) =>
    formatMoney({ amount: Math.round(amount ?? 0), currency: plan.currency });
  // Axis ticks only: a compact "$1.2K" is for the eye, the exact figures are in the table.
  const compact = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: plan.currency,
    notation: 'compact',
  });
  const scale = 10 ** currencyExponent(plan.currency);
  const summary = rows.map((row) => `${row.category} ${money(row.planned)}`).join(', ');

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        Planned costs by category
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {`: ${summary}.`}
        </Box>
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          dataset={rows}
          layout="horizontal"
          height={260}
          yAxis={[{ scaleType: 'band', dataKey: 'category', width: 84 }]}
          xAxis={[
            { tickNumber: 4, valueFormatter: (value: number) => compact.format(value / scale) },
          ]}
          series={[{ dataKey: 'planned', label: 'Planned', valueFormatter: money }]}
          hideLegend
          // Hidden from assistive technology (the figures are in the text), so no tab stop either.
          disableKeyboardNavigation
          margin={{ left: 0, right: 24 }}
        />
      </Box>
    </Box>
  );
}
