import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Watch, WatchPrice } from '#shared/contracts/watches';
import { useI18n } from '#client/lib/i18n';
import { useCheckWatch, watchErrorText } from '../api';
import {
  capText,
  cheapestText,
  checksText,
  estimateText,
  priceHeadline,
  quoteText,
  watchDatesText,
  watchSummary,
} from '../watch-text';
import { WatchHistory } from './watch-history';

/** One watch: what is watched, its latest price and cheapest window, its checks and history. */
export function WatchCard({
  watch,
  isStopping,
  onStop,
}: {
  watch: Watch;
  isStopping: boolean;
  onStop(watch: Watch): void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const headingId = useId();
  const check = useCheckWatch();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {watch.place}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {watchSummary(watch, i18n)}
      </Typography>
      <Typography color="text.secondary">{watchDatesText(watch, i18n)}</Typography>
      {watch.tripId ? (
        <Link component={RouterLink} to={`/trips/${watch.tripId}`} variant="body2">
          {t('watches.openTrip')}
        </Link>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        {watch.latest ? (
          <PriceDetails price={watch.latest} isTrip={watch.kind === 'trip'} />
        ) : watch.lastError ? null : (
          <Typography>{t('watches.notPriced')}</Typography>
        )}
        {watch.lastError ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('watches.lastError', { error: watch.lastError })}
          </Alert>
        ) : null}
      </Box>
      <Typography sx={{ mt: 1.5 }}>{capText(watch.maxPerPerson, i18n)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {checksText(watch, i18n)}
      </Typography>
      <Box role="status" sx={{ mt: check.isIdle ? 0 : 1 }}>
        {check.isSuccess ? (
          <Alert severity="success">
            {check.data.latest
              ? t('watches.checkedNow', { price: priceHeadline(check.data.latest, i18n) })
              : check.data.lastError
                ? t('watches.checkedNowError', { error: check.data.lastError })
                : t('watches.checkedNowNoPrice')}
          </Alert>
        ) : null}
      </Box>
      {check.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {watchErrorText(check.error, t('watches.checkFailed'), t)}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => check.mutate(watch._id)}
          disabled={check.isPending}
          aria-label={
            check.isPending ? undefined : t('watches.checkNowLabel', { place: watch.place })
          }
        >
          {check.isPending ? t('watches.checking') : t('watches.checkNow')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => onStop(watch)}
          disabled={isStopping}
          aria-label={t('watches.stopWatchingLabel', { place: watch.place })}
        >
          {t('watches.stopWatching')}
        </Button>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        {t('watches.priceHistory')}
      </Typography>
      <WatchHistory watch={watch} />
    </Paper>
  );
}

/**
 * The latest price: a person and in all; an estimate says so with its range and sources, a live
 * part says so and when it was quoted (docs/PRODUCT-RULES.md#estimates).
 */
function PriceDetails({ price, isTrip }: { price: WatchPrice; isTrip: boolean }) {
  const i18n = useI18n();
  return (
    <>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {priceHeadline(price, i18n)}
      </Typography>
      {price.estimated ? <Typography>{estimateText(price, i18n)}</Typography> : null}
      {price.quotes.map((quote) => (
        <Typography key={`${quote.category}-${quote.source}`} variant="body2">
          {quoteText(quote, i18n)}
        </Typography>
      ))}
      {isTrip ? null : (
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{cheapestText(price, i18n)}</Typography>
      )}
      {price.sources.length > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {i18n.t('watches.sources', { sources: price.sources.join('; ') })}
        </Typography>
      ) : null}
    </>
  );
}
