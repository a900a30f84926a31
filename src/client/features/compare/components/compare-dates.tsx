import { sourceText } from '#client/lib/source-text';
import { formatReasons } from '#client/lib/format-reasons';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import type { CompareDates, DateWindow } from '#shared/contracts/compare';
import { daysBetween } from '#shared/domain/calendar-date';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { ENGLISH, useI18n, type I18n } from '#client/lib/i18n';
import { useChangeTrip, useCompareDates } from '../api';
import { typicalWeather } from '../compare-labels';
import { holidayOf, longWeekendOf, sentencesOf } from '../phrase-words';
import { RankChip } from './rank-chip';
import { ComparisonState } from './section-state';

// Its own chunk: the chart library is fetched only when a comparison is shown.
const DatesChart = lazy(() => import('./dates-chart'));

/** How many of the cheapest windows the list shows before "Show all". */
const LISTED_WINDOWS = 3;

/** The server's cheapest window first, then those it ranks about the same, by middle figure. */
export function cheapestWindows(windows: readonly DateWindow[]): DateWindow[] {
  return windows
    .filter((window) => window.rank !== 'dearer')
    .sort(
      (a, b) =>
        Number(b.rank === 'cheapest') - Number(a.rank === 'cheapest') ||
        a.total.mid.amount - b.total.mid.amount ||
        a.start.localeCompare(b.start),
    )
    .slice(0, LISTED_WINDOWS);
}

/**
 * The window that stands for the trip's own dates: the one starting nearest them, within three
 * days (windows start weekly, so the trip's own start is rarely one of them); else none.
 */
export function windowAroundDates(
  windows: readonly DateWindow[],
  tripStart: string | null,
): DateWindow | undefined {
  if (!tripStart) return undefined;
  let nearest: DateWindow | undefined;
  let nearestGap = Infinity;
  for (const window of windows) {
    const gap = Math.abs(daysBetween(tripStart, window.start));
    if (gap < nearestGap) {
      nearest = window;
      nearestGap = gap;
    }
  }
  return nearestGap <= 3 ? nearest : undefined;
}

/**
 * What a window saves against the trip's own dates, in words. Only a window whose whole range is
 * below theirs saves overall; overlapping totals are "about the same", never a winner. Lodging is
 * still told apart: both windows price the same place from the same per diem table, so its
 * seasonal difference is in the data even when the totals' ranges overlap.
 */
export function savingText(
  window: DateWindow,
  around: DateWindow,
  { t, f }: I18n = ENGLISH,
): string {
  const lodging = window.byCategory.lodging;
  const aroundLodging = around.byCategory.lodging;
  const lodgingSaving =
    lodging && aroundLodging && aroundLodging.mid.amount > lodging.mid.amount
      ? f.estimate({
          amount: aroundLodging.mid.amount - lodging.mid.amount,
          currency: lodging.mid.currency,
        })
      : null;
  if (window.total.high.amount >= around.total.low.amount) {
    return lodgingSaving
      ? t('compare.aboutSameLodging', { lodging: lodgingSaving })
      : t('compare.aboutSame');
  }
  const amount = f.estimate({
    amount: around.total.mid.amount - window.total.mid.amount,
    currency: window.total.mid.currency,
  });
  return lodgingSaving
    ? t('compare.savesLodging', { amount, lodging: lodgingSaving })
    : t('compare.saves', { amount });
}

/**
 * "When is it cheapest?": the same getaway priced for each week of the next year, as a chart
 * with the cheapest windows marked, and a list of them with "Move my trip to these dates".
 */
export function CompareDatesSection({
  tripId,
  tripStart,
  tripEnd,
}: {
  tripId: string;
  tripStart: string | null;
  tripEnd: string | null;
}) {
  const { t } = useI18n();
  const hasDates = tripStart !== null && tripEnd !== null;
  const dates = useCompareDates(tripId, { enabled: hasDates });
  const shownDates = useDrawnInSlices(dates.data);
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const isDatesRequired =
    !hasDates || (dates.error instanceof ApiError && dates.error.code === 'dates_required');

  let body;
  if (isDatesRequired)
    body = <Typography color="text.secondary">{t('compare.datesNeeded')}</Typography>;
  else if (dates.isSuccess && shownDates) {
    body = (
      <DatesView
        tripId={tripId}
        tripStart={tripStart}
        comparison={shownDates}
        onMessage={setMessage}
      />
    );
  } else {
    body = (
      <ComparisonState
        isPending={dates.isPending || dates.isSuccess}
        error={dates.error}
        fallback={t('compare.datesFailed')}
        onRetry={() => void dates.refetch()}
        isRetrying={dates.isFetching}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="compare-dates-heading" sx={{ minWidth: 0 }}>
      <Typography
        id="compare-dates-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('compare.datesHeading')}
      </Typography>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      {body}
    </Box>
  );
}

function DatesView({
  tripId,
  tripStart,
  comparison,
  onMessage,
}: {
  tripId: string;
  tripStart: string | null;
  comparison: CompareDates;
  onMessage(message: PageMessageValue): void;
}) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const change = useChangeTrip(tripId);
  const [movingTo, setMovingTo] = useState<string | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const { windows, nights, currency, sources } = comparison;
  const varies = sentencesOf(i18n, comparison.varies, comparison.variesPhrases);
  if (windows.length === 0) {
    return <Typography>{t('compare.noWindows')}</Typography>;
  }
  const listed = isShowingAll ? windows : cheapestWindows(windows);
  // No cheapest window: no data moves the cost by date, and the list says so (a flat line).
  const hasCheapest = windows.some((window) => window.rank === 'cheapest');
  const listName = isShowingAll
    ? t('compare.everyStartDate')
    : hasCheapest
      ? t('compare.cheapestDates')
      : t('compare.someStartDates');
  const around = windowAroundDates(windows, tripStart);
  const first = windows[0];
  const last = windows[windows.length - 1];

  function handleMove(window: DateWindow) {
    setMovingTo(window.start);
    change.mutate(
      { trip_start: window.start, trip_end: window.end },
      {
        onSuccess: () =>
          onMessage({
            severity: 'success',
            text: t('compare.moved', { range: f.dateRange(window.start, window.end) }),
          }),
        onError: (error) =>
          onMessage({
            severity: 'error',
            text: errorMessage(error, t('compare.moveFailed')),
          }),
        onSettled: () => setMovingTo(null),
      },
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {first && last
          ? `${t('compare.sameTrip', { nights, range: f.dateRange(first.start, last.start) })} `
          : ''}
        {t('compare.estimateNote')}
      </Typography>
      {varies.length > 0 ? (
        <Box component="ul" aria-label={t('compare.whatChanges')} sx={{ m: 0, pl: 2.5 }}>
          {varies.map((sentence) => (
            <Typography component="li" variant="body2" key={sentence}>
              {sentence}
            </Typography>
          ))}
        </Box>
      ) : null}
      <DrawnWhenNear height={300}>
        <Suspense fallback={<Typography role="status">{t('compare.loadingChart')}</Typography>}>
          <DatesChart windows={windows} currency={currency} />
        </Suspense>
      </DrawnWhenNear>
      {around ? (
        <Typography data-testid="around-your-dates">
          {around.byCategory.lodging
            ? t('compare.aroundDatesLodging', {
                range: f.dateRange(around.start, around.end),
                estimate: f.moneyRange(around.total),
                lodging: f.estimate(around.byCategory.lodging.mid),
              })
            : t('compare.aroundDates', {
                range: f.dateRange(around.start, around.end),
                estimate: f.moneyRange(around.total),
              })}
        </Typography>
      ) : null}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {listName}
      </Typography>
      <Stack component="ul" spacing={1.5} aria-label={listName} sx={{ p: 0, m: 0 }}>
        {listed.map((window) => {
          const range = f.dateRange(window.start, window.end);
          return (
            <Paper
              component="li"
              key={window.start}
              variant="outlined"
              aria-label={range}
              sx={{ listStyle: 'none', p: 2 }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{range}</Typography>
                  <Typography>
                    {t('compare.windowEstimate', {
                      range: f.moneyRange(window.total),
                      mid: f.estimate(window.total.mid),
                    })}
                  </Typography>
                </Box>
                <Box>{hasCheapest ? <RankChip rank={window.rank} /> : null}</Box>
              </Stack>
              {around && around !== window ? (
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                  {savingText(window, around, i18n)}
                </Typography>
              ) : null}
              {window.reasons.length > 0 ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {formatReasons(sentencesOf(i18n, window.reasons, window.reasonPhrases))}
                </Typography>
              ) : null}
              {window.longWeekend ? (
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                  {t('compare.longWeekend', {
                    name: longWeekendOf(i18n, window, comparison.longWeekends) ?? '',
                  })}
                </Typography>
              ) : null}
              {window.holiday ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('compare.nextToHoliday', { holiday: holidayOf(i18n, window) ?? '' })}
                </Typography>
              ) : null}
              {window.weather ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('compare.typicalWeather', { weather: typicalWeather(i18n, window.weather) })}
                </Typography>
              ) : null}
              {window.quote ? (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t('compare.flightsQuote', {
                    amount: f.money(window.quote.total),
                    time: quoteTime(window.quote.quotedAt, i18n),
                    source: window.quote.source,
                  })}
                </Typography>
              ) : null}
              <Button
                variant="outlined"
                size="small"
                startIcon={<EventRepeatIcon />}
                onClick={() => handleMove(window)}
                disabled={change.isPending}
                aria-label={t('compare.moveLabel', { range })}
                sx={{ mt: 1.5 }}
              >
                {movingTo === window.start ? t('compare.moving') : t('compare.moveButton')}
              </Button>
            </Paper>
          );
        })}
      </Stack>
      {windows.length > LISTED_WINDOWS ? (
        <Box>
          <Button
            variant="text"
            aria-expanded={isShowingAll}
            onClick={() => setIsShowingAll((showing) => !showing)}
          >
            {isShowingAll
              ? t('compare.showFewer')
              : t('compare.showAll', { count: windows.length })}
          </Button>
        </Box>
      ) : null}
      {sources.length > 0 ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('compare.sources', {
            sources: sources
              .map((source) => sourceText(t, source))
              .join(t('compare.sourcesSeparator')),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** "14:05" in the traveller's own clock: 24-hour in every language. */
export function quoteTime(iso: string, { f }: I18n = ENGLISH): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : f.clockTime(date.getHours() * 60 + date.getMinutes());
}
