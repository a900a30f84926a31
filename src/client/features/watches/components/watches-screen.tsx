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
import { useI18n } from '#client/lib/i18n';
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
  const { t } = useI18n();
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
        setMessage({ severity: 'success', text: t('watches.stopped', { place: watch.place }) }),
      onError: (error) =>
        setMessage({
          severity: 'error',
          text: errorMessage(error, t('watches.stopFailed')),
        }),
    });
  }

  let list;
  if (watches.isPending) list = <PageLoading />;
  else if (watches.isError && watches.data === undefined) {
    list = (
      <LoadError
        message={errorMessage(watches.error, t('watches.loadFailed'))}
        onRetry={() => void watches.refetch()}
        isRetrying={watches.isFetching}
      />
    );
  } else if (watches.data.watches.length === 0) {
    list = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {t('watches.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('watches.emptyText')}
        </Typography>
      </Paper>
    );
  } else {
    list = (
      <Stack component="ul" spacing={2} aria-label={t('watches.listLabel')} sx={{ p: 0, m: 0 }}>
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
          {t('watches.flexibleHeading')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('watches.flexibleIntro')}
        </Typography>
        {homeCity === undefined ? (
          <Typography role="status">{t('watches.loading')}</Typography>
        ) : (
          <FlexibleWatchForm
            initial={flexibleValuesOf(localCalendarDate(), homeCurrency, {
              origin: homeCity ?? '',
            })}
            ariaLabel={t('watches.flexibleHeading')}
          />
        )}
      </Paper>
      <ConfirmDialog
        open={isAsking}
        question={
          stopping
            ? t('watches.stopQuestion', { place: stopping.place })
            : t('watches.stopQuestionUnnamed')
        }
        confirmLabel={t('watches.stopWatching')}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          if (stopping) handleStop(stopping);
        }}
      />
    </Stack>
  );
}
