import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Watch } from '#shared/contracts/watches';
import { localCalendarDate } from '#shared/domain/calendar-date';
import type { CurrencyCode } from '#shared/domain/money';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { errorMessage } from '#client/lib/api-client';
import { useDeleteWatch, useWatches } from '../api';
import { flexibleValuesOf } from '../flexible-values';
import { FlexibleWatchForm } from './flexible-watch-form';
import { WatchCard } from './watch-card';

/**
 * The traveller's price watches, each with its latest price and history, and a form to watch a
 * flexible getaway. `homeCity` starts the form's starting city, as Discover does.
 */
export function WatchesScreen({
  homeCity,
  homeCurrency,
}: {
  /** Null when the profile has none; undefined while it loads. */
  homeCity: string | null | undefined;
  homeCurrency: CurrencyCode;
}) {
  const watches = useWatches();
  const remove = useDeleteWatch();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  // The watch asked about stays named while its dialog closes.
  const [stopping, setStopping] = useState<Watch | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  function handleStop(watch: Watch) {
    setIsAsking(false);
    remove.mutate(watch._id, {
      onSuccess: () =>
        setMessage({ severity: 'success', text: `You stopped watching ${watch.place}.` }),
      onError: (error) =>
        setMessage({
          severity: 'error',
          text: errorMessage(error, 'The watch could not be stopped. Please try again.'),
        }),
    });
  }

  let list;
  if (watches.isPending) list = <PageLoading />;
  else if (watches.isError && watches.data === undefined) {
    list = (
      <LoadError
        message={errorMessage(watches.error, 'Your price watches could not be loaded.')}
        onRetry={() => void watches.refetch()}
        isRetrying={watches.isFetching}
      />
    );
  } else if (watches.data.watches.length === 0) {
    list = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          You are not watching any prices yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Open a trip and choose Watch price, choose Watch price on a Discover result, or watch a
          flexible getaway below.
        </Typography>
      </Paper>
    );
  } else {
    list = (
      <Stack component="ul" spacing={2} aria-label="Your price watches" sx={{ p: 0, m: 0 }}>
        {watches.data.watches.map((watch) => (
          <WatchCard
            key={watch._id}
            watch={watch}
            isStopping={remove.isPending && remove.variables === watch._id}
            onStop={(chosen) => {
              setStopping(chosen);
              setIsAsking(true);
            }}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={4}>
      <Box>
        <PageMessage message={message} onClose={() => setMessage(null)} />
        {list}
      </Box>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="watch-getaway-heading"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="watch-getaway-heading" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Watch a flexible getaway
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Any start date in a range, or only long weekends, up to 12 months ahead. We price every
          start date once a day and tell you when the cheapest costs less than your cap a person, or
          falls by 10% or more.
        </Typography>
        {homeCity === undefined ? (
          <Typography role="status">Loading...</Typography>
        ) : (
          <FlexibleWatchForm
            initial={flexibleValuesOf(localCalendarDate(), homeCurrency, {
              origin: homeCity ?? '',
            })}
            ariaLabel="Watch a flexible getaway"
          />
        )}
      </Paper>
      <ConfirmDialog
        open={isAsking}
        question={`Stop watching the price of ${stopping?.place ?? 'this getaway'}?`}
        confirmLabel="Stop watching"
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          if (stopping) handleStop(stopping);
        }}
      />
    </Stack>
  );
}
