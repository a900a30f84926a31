import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DateWindow } from '#shared/contracts/compare';
import { currencyExponent, type CurrencyCode } from '#shared/domain/money';
import { useI18n } from '#client/lib/i18n';

const TOTAL_COLOR = '#1976d2';
const AIRFARE_COLOR = '#e65100';
const LONG_WEEKEND_COLOR = '#6a1b9a';

/**
 * The estimated total for each window start across the year: the middle figure as a line over
 * its low–high band, with a mark on the cheapest windows only (none on a flat line); the airfare's middle figure as a
 * dashed line, so its season shows; a vertical line at the first window on each long weekend or next to
 * each holiday. Loaded lazily, so the chart library is a chunk of its own. It is for the eye: the
 * figures, holidays and long weekends are in the list beside it.
 */
export default function DatesChart({
  windows,
  currency,
}: {
  windows: DateWindow[];
  currency: CurrencyCode;
}) {
  const { t, f } = useI18n();
  const compact = (value: number) =>
    f.number(value, { style: 'currency', currency, notation: 'compact' });
  const scale = 10 ** currencyExponent(currency);
  const money = (amount: number | null) =>
    amount === null ? '' : f.money({ amount: Math.round(amount), currency });
  const low = windows.map((window) => window.total.low.amount);
  const spread = windows.map((window) => window.total.high.amount - window.total.low.amount);
  const mid = windows.map((window) => window.total.mid.amount);
  // Wide enough for the longest amount, which some languages write long ("6 آلاف US$").
  const highest = Math.max(...windows.map((window) => window.total.high.amount));
  const yAxisWidth = Math.min(96, Math.max(56, 8 + 7 * compact(highest / scale).length));
  // A flat line (no window ranked cheapest) marks no window.
  const hasCheapest = windows.some((window) => window.rank === 'cheapest');
  const isMarked = windows.map((window) => hasCheapest && window.rank !== 'dearer');
  const airfare = windows.map((window) => window.byCategory.airfare?.mid.amount ?? null);
  const hasAirfare = airfare.some((amount) => amount !== null);
  // One line per holiday: the first window that touches it (each touches one or two).
  const holidayStarts = [
    ...new Map(
      windows
        .filter((window) => window.longWeekend !== null || window.holiday !== null)
        .reverse()
        .map((window) => [window.longWeekend ?? window.holiday, window.start]),
    ).values(),
  ];

  return (
    <Box aria-hidden="true" sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={260}
        xAxis={[
          {
            scaleType: 'point',
            data: windows.map((window) => window.start),
            valueFormatter: (start: string) => f.monthDay(start),
            // A tick every eighth window (about two months of weekly starts), so labels never crowd.
            tickInterval: (_start: string, index: number) => index % 8 === 0,
          },
        ]}
        yAxis={[{ width: yAxisWidth, valueFormatter: (value: number) => compact(value / scale) }]}
        series={[
          // The band: an invisible area up to the low figure, then the spread stacked on it.
          { data: low, stack: 'band', area: true, showMark: false, color: 'transparent' },
          {
            data: spread,
            stack: 'band',
            area: true,
            showMark: false,
            color: 'rgba(25, 118, 210, 0.18)',
            label: t('compare.chartRange'),
            valueFormatter: () => null,
          },
          {
            data: mid,
            label: t('compare.chartTotal'),
            color: TOTAL_COLOR,
            showMark: ({ index }) => isMarked[index] ?? false,
            valueFormatter: money,
          },
          ...(hasAirfare
            ? [
                {
                  id: 'airfare',
                  data: airfare,
                  label: t('compare.chartAirfare'),
                  color: AIRFARE_COLOR,
                  showMark: false,
                  valueFormatter: money,
                },
              ]
            : []),
        ]}
        sx={{ '& .MuiLineElement-series-airfare': { strokeDasharray: '6 4' } }}
        hideLegend
        // Hidden from assistive technology (the figures are in the text), so no tab stop either.
        disableKeyboardNavigation
        margin={{ left: 0, right: 16 }}
      >
        {holidayStarts.map((start) => (
          <ChartsReferenceLine
            key={start}
            x={start}
            lineStyle={{ stroke: LONG_WEEKEND_COLOR, strokeDasharray: '2 3', strokeWidth: 1.5 }}
          />
        ))}
      </LineChart>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, px: 1 }}>
        <Key color={TOTAL_COLOR} label={t('compare.keyTotal')} />
        {hasAirfare ? <Key color={AIRFARE_COLOR} label={t('compare.keyAirfare')} dashed /> : null}
        {holidayStarts.length > 0 ? (
          <Key color={LONG_WEEKEND_COLOR} label={t('compare.keyHoliday')} dashed />
        ) : null}
      </Box>
    </Box>
  );
}

function Key({ color, label, dashed = false }: { color: string; label: string; dashed?: boolean }) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
    >
      <Box
        component="span"
        sx={{ width: 18, borderTop: `2px ${dashed ? 'dashed' : 'solid'} ${color}` }}
      />
      {label}
    </Typography>
  );
}
