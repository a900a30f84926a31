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
        {watchSummary(watch)}
      </Typography>
      <Typography color="text.secondary">{watchDatesText(watch)}</Typography>
      {watch.tripId ? (
        <Link component={RouterLink} to={`/trips/${watch.tripId}`} variant="body2">
          Open the trip
        </Link>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        {watch.latest ? (
          <PriceDetails price={watch.latest} isTrip={watch.kind === 'trip'} />
        ) : watch.lastError ? null : (
          <Typography>Not priced yet.</Typography>
        )}
        {watch.lastError ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {`The last check found no price: ${watch.lastError}`}
          </Alert>
        ) : null}
      </Box>
      <Typography sx={{ mt: 1.5 }}>{capText(watch.maxPerPerson)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {checksText(watch)}
      </Typography>
      <Box role="status" sx={{ mt: check.isIdle ? 0 : 1 }}>
        {check.isSuccess ? (
          <Alert severity="success">
            {check.data.latest
              ? `Checked just now: ${priceHeadline(check.data.latest)}.`
              : `Checked just now: ${check.data.lastError ?? 'no price was found.'}`}
          </Alert>
        ) : null}
      </Box>
      {check.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {watchErrorText(check.error, 'The price could not be checked. Please try again.')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<RefreshIcon />}
          onClick={() => check.mutate(watch._id)}
          disabled={check.isPending}
          aria-label={check.isPending ? undefined : `Check now: ${watch.place}`}
        >
          {check.isPending ? 'Checking…' : 'Check now'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => onStop(watch)}
          disabled={isStopping}
          aria-label={`Stop watching ${watch.place}`}
        >
          Stop watching
        </Button>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        Price history
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
  return (
    <>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{priceHeadline(price)}</Typography>
      {price.estimated ? <Typography>{estimateText(price)}</Typography> : null}
      {price.quotes.map((quote) => (
        <Typography key={`${quote.category}-${quote.source}`} variant="body2">
          {quoteText(quote)}
        </Typography>
      ))}
      {isTrip ? null : (
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{cheapestText(price)}</Typography>
      )}
      {price.sources.length > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {`Sources: ${price.sources.join('; ')}.`}
        </Typography>
      ) : null}
    </>
  );
}
