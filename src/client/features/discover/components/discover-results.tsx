import { sourceText } from '#client/lib/source-text';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { DiscoverKind, DiscoverResult, LongWeekend } from '#shared/contracts/compare';
import { LoadError } from '#client/components/load-error';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useI18n, type MessageKey } from '#client/lib/i18n';
import { useDiscover, type DiscoverQuery } from '../api';
import { regionSlug, type DiscoverState } from '../discover-options';
import { KindChoices, LongWeekendChoices } from './discover-choices';
import { ResultCard } from './discover-result-card';
import { ResultsMap } from './discover-results-map';

const TRAVELLER_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** Warmth by the typical day high of the month travelled (Sunshine Atlas normals). */
type WarmthChoice = 'any' | 'mild' | 'warm' | 'hot';
const WARMTH_MIN_DAY_HIGH: Record<Exclude<WarmthChoice, 'any'>, number> = {
  mild: 15,
  warm: 20,
  hot: 25,
};
const WARMTH_CHOICES: [WarmthChoice, MessageKey][] = [
  ['any', 'discover.warmthAny'],
  ['mild', 'discover.warmthMild'],
  ['warm', 'discover.warmthWarm'],
  ['hot', 'discover.warmthHot'],
];

interface DiscoverResultsProps {
  choice: DiscoverState;
  /**
   * Where the traveller starts: the profile's city, "City, ST, United States"; null asks for it
   * (a visitor, or a profile without a city); undefined while the profile loads.
   */
  homeCity: string | null | undefined;
  isSignedIn: boolean;
  /** More for each result (the route's Watch price), given the search it came from. */
  renderResultAction?: (result: DiscoverResult, search: DiscoverSearch) => ReactNode;
}

/** What a result was searched with: the starting city, travellers and any chosen dates. */
export interface DiscoverSearch {
  origin: string;
  travellers: number;
  start?: string;
  end?: string;
}

/** Destinations for the wizard's choices, cheapest per person first (docs/PRODUCT-RULES.md#discover). */
export function DiscoverResults({
  choice,
  homeCity,
  isSignedIn,
  renderResultAction,
}: DiscoverResultsProps) {
  const { t } = useI18n();
  const [startingCity, setStartingCity] = useState<string | null>(null);
  const [travellers, setTravellers] = useState(1);
  const [warmth, setWarmth] = useState<WarmthChoice>('any');
  const [kind, setKind] = useState<DiscoverKind | null>(null);
  const [weekend, setWeekend] = useState<LongWeekend | null>(null);
  const origin = homeCity ?? startingCity;
  const region = regionSlug(choice.location);
  const query: DiscoverQuery | null =
    origin && region && choice.price
      ? {
          region,
          tier: choice.price,
          origin,
          ...(choice.dateMode === 'custom' ? { start: choice.start, end: choice.end } : {}),
          ...(choice.dateMode !== 'custom' && weekend
            ? { start: weekend.start, end: weekend.end }
            : {}),
          ...(kind ? { kind } : {}),
          ...(travellers > 1 ? { travellers } : {}),
          ...(warmth !== 'any' ? { minDayHighC: WARMTH_MIN_DAY_HIGH[warmth] } : {}),
        }
      : null;
  const discover = useDiscover(query);
  // A long weekend's own search offers none; keep the Anytime ones to switch between them.
  const [offeredWeekends, setOfferedWeekends] = useState<readonly LongWeekend[]>([]);

  let body;
  if (homeCity === undefined) body = <Typography role="status">{t('discover.loading')}</Typography>;
  else if (!origin) body = <StartingCityForm onSubmit={setStartingCity} />;
  else if (discover.isPending) {
    body = <Typography role="status">{t('discover.loading')}</Typography>;
  } else if (discover.isError) {
    const isRateLimited = discover.error instanceof ApiError && discover.error.status === 429;
    body = (
      <LoadError
        message={
          isRateLimited
            ? t('discover.tooManySearches')
            : errorMessage(discover.error, t('discover.failed'))
        }
        onRetry={() => void discover.refetch()}
        isRetrying={discover.isFetching}
      />
    );
  } else if (discover.data.results.length === 0) {
    body = <Typography>{t('discover.noResults')}</Typography>;
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('discover.fromOrigin', { origin })}
          {homeCity === null ? (
            <>
              {' '}
              <Button size="small" onClick={() => setStartingCity(null)}>
                {t('discover.changeStartingCity')}
              </Button>
            </>
          ) : null}
        </Typography>
        {discover.data.longWeekends.length > 0 || weekend ? (
          <LongWeekendChoices
            weekends={weekend ? offeredWeekends : discover.data.longWeekends}
            chosen={weekend}
            onChoose={(chosen) => {
              if (chosen && !weekend) setOfferedWeekends(discover.data.longWeekends);
              setWeekend(chosen);
            }}
          />
        ) : null}
        <ResultsMap results={discover.data.results} />
        <Stack
          component="ul"
          spacing={2}
          aria-label={t('discover.destinations')}
          sx={{ p: 0, m: 0 }}
        >
          {discover.data.results.map((result, index) => (
            <ResultCard
              key={`${result.place}-${result.start}`}
              result={result}
              rank={index}
              isSignedIn={isSignedIn}
              action={renderResultAction?.(result, {
                origin,
                travellers,
                ...(query?.start && query.end ? { start: query.start, end: query.end } : {}),
              })}
            />
          ))}
        </Stack>
        {discover.data.sources.length > 0 ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {t('discover.sources', {
              sources: discover.data.sources.map((source) => sourceText(t, source)).join('; '),
            })}
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="discover-results-heading">
      <Typography
        id="discover-results-heading"
        component="h2"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 800, mb: 1.5 }}
      >
        {t('discover.resultsHeading')}
      </Typography>
      {origin ? (
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
          <TextField
            select
            size="small"
            label={t('discover.travellers')}
            name="travellers"
            value={travellers}
            onChange={(event) => setTravellers(Number(event.target.value))}
            sx={{ minWidth: 120 }}
          >
            {TRAVELLER_CHOICES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('discover.warmth')}
            name="warmth"
            value={warmth}
            onChange={(event) => setWarmth(event.target.value as WarmthChoice)}
            sx={{ minWidth: 200 }}
          >
            {WARMTH_CHOICES.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {t(label)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : null}
      {origin ? <KindChoices kind={kind} onChoose={setKind} /> : null}
      {body}
    </Box>
  );
}

/** A visitor's starting city, asked for before anything is fetched. */
function StartingCityForm({ onSubmit }: { onSubmit(city: string): void }) {
  const { t } = useI18n();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const city = value.trim();
    if (city === '') {
      setError(t('discover.startingCityNeeded'));
      inputRef.current?.focus();
      return;
    }
    onSubmit(city);
  }

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      aria-label={t('discover.whereStart')}
      sx={{ p: 2 }}
    >
      <Typography sx={{ mb: 1.5 }}>{t('discover.whereStartHint')}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t('discover.startingCity')}
          name="origin"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== null}
          helperText={
            error ?? t('discover.startingCityExample', { example: 'Denver, CO, United States' })
          }
          inputRef={inputRef}
          slotProps={{ htmlInput: { autoComplete: 'address-level2' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
          {t('discover.showDestinations')}
        </Button>
      </Stack>
    </Paper>
  );
}
