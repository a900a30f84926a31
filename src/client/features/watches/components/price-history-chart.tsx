import Box from '@mui/material/Box';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { WatchCheck } from '#shared/contracts/watches';
import { currencyExponent, type CurrencyCode, type Money } from '#shared/domain/money';
import { INTL_LOCALES } from '#shared/i18n/formats';
import { useI18n } from '#client/lib/i18n';
import { checkDay, checkTime } from '../watch-text';

const PRICE_COLOR = '#1976d2';
const CAP_COLOR = '#2e7d32';

/**
 * The price a person at each check, oldest first, with the cap as a line across. Loaded lazily,
 * so the chart library is a chunk of its own. It is for the eye: the same figures are in the
 * table beside it.
 */
export default function PriceHistoryChart({
  checks,
  currency,
  cap,
}: {
  checks: WatchCheck[];
  currency: CurrencyCode;
  /** The cap a person in the watch's currency, or null; drawn only in that currency. */
  cap: Money | null;
}) {
  const { t, f, locale } = useI18n();
  const priced = checks.filter((check) => check.price !== null);
  const compact = new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  const scale = 10 ** currencyExponent(currency);
  const amounts = priced.map((check) => check.price?.perPerson.amount ?? null);
  const capAmount = cap?.currency === currency ? cap.amount : null;
  const values = [
    ...amounts.filter((amount) => amount !== null),
    ...(capAmount === null ? [] : [capAmount]),
  ];
  const top = Math.max(...values);
  const bottom = Math.min(...values);
  // A tick on the first check of a day, at most four of them, so labels neither repeat nor crowd.
  const days = priced.map((check) => checkDay(check.checkedAt, locale));
  const dayStarts = days.flatMap((day, index) =>
    index === 0 || day !== days[index - 1] ? [index] : [],
  );
  const every = Math.ceil(dayStarts.length / 4);
  const ticks = new Set(dayStarts.filter((_index, position) => position % every === 0));
  // Room above and below, so the cap line and the price line never sit on the chart's edge.
  const pad = Math.max(Math.round((top - bottom) / 5), scale * 10);
  return (
    // A chart keeps its own left-to-right direction in a right-to-left language.
    <Box aria-hidden="true" dir="ltr" sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={220}
        xAxis={[
          {
            scaleType: 'point',
            data: priced.map((check) => check.checkedAt),
            // The axis names the day; the tooltip the whole moment.
            valueFormatter: (iso: string, context: { location: string }) =>
              context.location === 'tick' ? checkDay(iso, locale) : checkTime(iso, locale),
            tickLabelStyle: { fontSize: 11 },
            tickInterval: (_iso: string, index: number) => ticks.has(index),
          },
        ]}
        yAxis={[
          {
            width: 56,
            min: Math.max(0, bottom - pad),
            max: top + pad,
            valueFormatter: (value: number) => compact.format(value / scale),
          },
        ]}
        series={[
          {
            data: amounts,
            label: t('watches.pricePerPerson'),
            color: PRICE_COLOR,
            // Straight between checks (a smooth curve would invent prices between them); a mark
            // on each check while they are few, so a single check shows too.
            curve: 'linear',
            showMark: priced.length <= 12,
            valueFormatter: (amount: number | null) =>
              amount === null ? '' : f.estimate({ amount, currency }),
          },
        ]}
        hideLegend
        disableKeyboardNavigation
        // Room on the right for the last day's label, centred on the last check.
        margin={{ left: 0, right: 28 }}
      >
        {capAmount !== null ? (
          <ChartsReferenceLine
            y={capAmount}
            label={t('watches.capLine')}
            labelAlign="start"
            lineStyle={{ stroke: CAP_COLOR, strokeDasharray: '6 4', strokeWidth: 1.5 }}
            labelStyle={{ fill: CAP_COLOR, fontSize: 12 }}
          />
        ) : null}
      </LineChart>
    </Box>
  );
}
