import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DateWindow } from '#shared/contracts/compare';
import { formatMonthDay } from '#shared/domain/calendar-date';
import { currencyExponent, formatMoney, type CurrencyCode } from '#shared/domain/money';

/**
 * The estimated total for each window start across the year: the middle figure as a line over
 * its low–high band, with a mark on the cheapest windows only. Loaded lazily, so the chart
 * library is a chunk of its own. It is for the eye: the figures are in the list beside it.
 */
export default function DatesChart({
  windows,
  currency,
}: {
  windows: DateWindow[];
  currency: CurrencyCode;
}) {
  const compact = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  const scale = 10 ** currencyExponent(currency);
  const money = (amount: number | null) =>
    amount === null ? '' : formatMoney({ amount: Math.round(amount), currency });
  const low = windows.map((window) => window.total.low.amount);
  const spread = windows.map((window) => window.total.high.amount - window.total.low.amount);
  const mid = windows.map((window) => window.total.mid.amount);
  const isMarked = windows.map((window) => window.rank !== 'dearer');

  return (
    <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={260}
        xAxis={[
          {
            scaleType: 'point',
            data: windows.map((window) => window.start),
            valueFormatter: (start: string) => formatMonthDay(start),
            // A tick every eighth window (about two months of weekly starts), so labels never crowd.
            tickInterval: (_start: string, index: number) => index % 8 === 0,
          },
        ]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => compact.format(value / scale) }]}
        series={[
          // The band: an invisible area up to the low figure, then the spread stacked on it.
          { data: low, stack: 'band', area: true, showMark: false, color: 'transparent' },
          {
            data: spread,
            stack: 'band',
            area: true,
            showMark: false,
            color: 'rgba(25, 118, 210, 0.18)',
            label: 'Low–high range',
            valueFormatter: () => null,
          },
          {
            data: mid,
            label: 'Estimated total',
            color: '#1976d2',
            showMark: ({ index }) => isMarked[index] ?? false,
            valueFormatter: money,
          },
        ]}
        hideLegend
        // Hidden from assistive technology (the figures are in the text), so no tab stop either.
        disableKeyboardNavigation
        margin={{ left: 0, right: 16 }}
      />
    </Box>
  );
}
