import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import type { Watch, WatchCheck } from '#shared/contracts/watches';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import { LoadError } from '#client/components/load-error';
import { visuallyHidden } from '#client/components/visually-hidden';
import { errorMessage } from '#client/lib/api-client';
import { useI18n, type I18n } from '#client/lib/i18n';
import { lazyNamed } from '#client/lib/lazy-named';
import { useWatchHistory } from '../api';
import { checkTime } from '../watch-text';

const PriceHistoryChart = lazyNamed(
  () => import('./price-history-chart'),
  (module) => module.default,
);

function perPersonText(check: WatchCheck, { t, f }: Pick<I18n, 't' | 'f'>): string {
  if (!check.price) return t('watches.noPrice');
  const { perPerson, estimated } = check.price;
  return estimated ? t('watches.aboutPrice', { price: f.estimate(perPerson) }) : f.money(perPerson);
}

/** "One check so far: about $612 a person." or "3 checks; the lowest: … on Nov 27, 2026, 11:05 PM." */
function lowestText(count: number, lowest: WatchCheck, { t, f }: Pick<I18n, 't' | 'f'>): string {
  const { perPerson, estimated } = lowest.price ?? { perPerson: null, estimated: false };
  if (!perPerson) return '';
  const price = estimated ? f.estimate(perPerson) : f.money(perPerson);
  if (count === 1) {
    return estimated ? t('watches.oneCheckEstimated', { price }) : t('watches.oneCheck', { price });
  }
  const time = checkTime(lowest.checkedAt, t.locale);
  return estimated
    ? t('watches.checksEstimated', { count, price, time })
    : t('watches.checks', { count, price, time });
}

/**
 * The watch's price a person at each check: a chart for the eye, and the same figures as a table
 * for a screen reader, with the lowest so far in words for everyone.
 */
export function WatchHistory({ watch }: { watch: Watch }) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const history = useWatchHistory(watch._id);
  if (history.isPending) {
    return <Typography role="status">{t('watches.historyLoading')}</Typography>;
  }
  if (history.isError) {
    return (
      <LoadError
        message={errorMessage(history.error, t('watches.historyFailed'))}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  const { checks, currency } = history.data;
  const priced = checks.filter((check) => check.price !== null);
  if (priced.length === 0) {
    return <Typography color="text.secondary">{t('watches.historyEmpty')}</Typography>;
  }
  const lowest = priced.reduce((best, check) =>
    (check.price?.perPerson.amount ?? Infinity) < (best.price?.perPerson.amount ?? Infinity)
      ? check
      : best,
  );
  return (
    <Box>
      <Typography variant="body2">{lowestText(priced.length, lowest, i18n)}</Typography>
      <DrawnWhenNear height={220}>
        <Suspense fallback={<Typography role="status">{t('watches.chartLoading')}</Typography>}>
          <PriceHistoryChart checks={checks} currency={currency} cap={watch.maxPerPerson} />
        </Suspense>
      </DrawnWhenNear>
      {/* A table is as wide as its cells whatever its width: a hidden box holds it. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{t('watches.tableCaption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('watches.columnChecked')}</th>
              <th scope="col">{t('watches.pricePerPerson')}</th>
              <th scope="col">{t('watches.columnDates')}</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.checkedAt}>
                <td>{checkTime(check.checkedAt, t.locale)}</td>
                <td>
                  {check.price
                    ? perPersonText(check, i18n)
                    : check.error
                      ? t('watches.noPriceError', { error: check.error })
                      : t('watches.noPriceFailed')}
                </td>
                <td>{check.price ? f.dateRange(check.price.start, check.price.end) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
