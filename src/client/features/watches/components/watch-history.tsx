import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import type { Watch, WatchCheck } from '#shared/contracts/watches';
import { formatEstimate, formatMoney } from '#shared/domain/money';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import { LoadError } from '#client/components/load-error';
import { visuallyHidden } from '#client/components/visually-hidden';
import { errorMessage } from '#client/lib/api-client';
import { formatDateRange } from '#client/lib/format-date-range';
import { lazyNamed } from '#client/lib/lazy-named';
import { useWatchHistory } from '../api';
import { checkTime } from '../watch-text';

const PriceHistoryChart = lazyNamed(
  () => import('./price-history-chart'),
  (module) => module.default,
);

function perPersonText(check: WatchCheck): string {
  if (!check.price) return 'No price';
  const { perPerson, estimated } = check.price;
  return estimated ? `About ${formatEstimate(perPerson)}` : formatMoney(perPerson);
}

/**
 * The watch's price a person at each check: a chart for the eye, and the same figures as a table
 * for a screen reader, with the lowest so far in words for everyone.
 */
export function WatchHistory({ watch }: { watch: Watch }) {
  const history = useWatchHistory(watch._id);
  if (history.isPending) {
    return <Typography role="status">Loading the price history…</Typography>;
  }
  if (history.isError) {
    return (
      <LoadError
        message={errorMessage(history.error, 'The price history could not be loaded.')}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  const { checks, currency } = history.data;
  const priced = checks.filter((check) => check.price !== null);
  if (priced.length === 0) {
    return (
      <Typography color="text.secondary">
        No price yet: the history starts at the first check that finds one.
      </Typography>
    );
  }
  const lowest = priced.reduce((best, check) =>
    (check.price?.perPerson.amount ?? Infinity) < (best.price?.perPerson.amount ?? Infinity)
      ? check
      : best,
  );
  return (
    <Box>
      <Typography variant="body2">
        {priced.length === 1
          ? `One check so far: ${perPersonText(lowest).replace(/^About/, 'about')} a person.`
          : `${priced.length} checks; the lowest: ${perPersonText(lowest).replace(/^About/, 'about')} a person on ${checkTime(lowest.checkedAt)}.`}
      </Typography>
      <DrawnWhenNear height={220}>
        <Suspense fallback={<Typography role="status">Loading the chart…</Typography>}>
          <PriceHistoryChart checks={checks} currency={currency} cap={watch.maxPerPerson} />
        </Suspense>
      </DrawnWhenNear>
      {/* A table is as wide as its cells whatever its width: a hidden box holds it. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{`Price a person at each check, in ${currency}`}</caption>
          <thead>
            <tr>
              <th scope="col">Checked</th>
              <th scope="col">Price a person</th>
              <th scope="col">Dates</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.checkedAt}>
                <td>{checkTime(check.checkedAt)}</td>
                <td>
                  {check.price
                    ? perPersonText(check)
                    : `No price: ${check.error ?? 'the check failed'}`}
                </td>
                <td>{check.price ? formatDateRange(check.price.start, check.price.end) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
