import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type {
  ThingKind,
  ThingsToDo as ThingsList,
  ThingToDo,
} from '#shared/contracts/things-to-do';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { richText, useI18n, type MessageKey } from '#client/lib/i18n';
import { useAddToPlan, useThingsToDo } from './api';

/** How many things show before "Show all", as the trip page's other lists do. */
export const LISTED_THINGS = 5;

const KIND_LABELS: Record<ThingKind, MessageKey> = {
  museum: 'things-to-do.kindMuseum',
  castle: 'things-to-do.kindCastle',
  palace: 'things-to-do.kindPalace',
  historic: 'things-to-do.kindHistoric',
  landmark: 'things-to-do.kindLandmark',
  park: 'things-to-do.kindPark',
  nature: 'things-to-do.kindNature',
  beach: 'things-to-do.kindBeach',
  viewpoint: 'things-to-do.kindViewpoint',
  market: 'things-to-do.kindMarket',
};
const KIND_CHIPS: Record<ThingKind, MessageKey> = {
  museum: 'things-to-do.chipMuseum',
  castle: 'things-to-do.chipCastle',
  palace: 'things-to-do.chipPalace',
  historic: 'things-to-do.chipHistoric',
  landmark: 'things-to-do.chipLandmark',
  park: 'things-to-do.chipPark',
  nature: 'things-to-do.chipNature',
  beach: 'things-to-do.chipBeach',
  viewpoint: 'things-to-do.chipViewpoint',
  market: 'things-to-do.chipMarket',
};

/**
 * "Things to do": the real sights near the trip's place (docs/PRODUCT-RULES.md#things-to-do),
 * filtered by kind, each with its source and an "Add to plan" button, and the list's credits.
 */
export function ThingsToDo({ tripId }: { tripId: string }) {
  const { t } = useI18n();
  const headingId = useId();
  const [kind, setKind] = useState<ThingKind | undefined>(undefined);
  const things = useThingsToDo(tripId, kind);

  let body;
  if (things.isPending) body = <Typography role="status">{t('things-to-do.loading')}</Typography>;
  else if (things.isError) {
    body = (
      <LoadError
        message={errorMessage(things.error, t('things-to-do.failed'))}
        onRetry={() => void things.refetch()}
        isRetrying={things.isFetching}
      />
    );
  } else {
    body = (
      <ThingsBody
        tripId={tripId}
        list={things.data}
        kind={kind}
        onKindChange={setKind}
        isUpdating={things.isPlaceholderData}
      />
    );
  }

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('things-to-do.heading')}
      </Typography>
      {body}
    </Paper>
  );
}

function ThingsBody({
  tripId,
  list,
  kind,
  onKindChange,
  isUpdating,
}: {
  tripId: string;
  list: ThingsList;
  kind: ThingKind | undefined;
  onKindChange: (kind: ThingKind | undefined) => void;
  isUpdating: boolean;
}) {
  const { t } = useI18n();
  const listId = useId();
  const [isAllShown, setIsAllShown] = useState(false);
  if (list.place === null)
    return <Typography sx={{ mt: 1 }}>{t('things-to-do.unknownPlace')}</Typography>;
  if (list.kinds.length === 0)
    return <Typography sx={{ mt: 1 }}>{t('things-to-do.none')}</Typography>;

  const isLong = list.things.length > LISTED_THINGS;
  const shown = isLong && !isAllShown ? list.things.slice(0, LISTED_THINGS) : list.things;
  const choose = (next: ThingKind | undefined) => {
    setIsAllShown(false);
    onKindChange(next);
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('things-to-do.within', { place: list.place })}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-label={t('things-to-do.kindFilter')}
        sx={{ flexWrap: 'wrap', gap: 1, my: 1.5 }}
      >
        <Chip
          label={t('things-to-do.all')}
          clickable
          color={kind === undefined ? 'primary' : 'default'}
          variant={kind === undefined ? 'filled' : 'outlined'}
          aria-pressed={kind === undefined}
          onClick={() => choose(undefined)}
        />
        {list.kinds.map((candidate) => (
          <Chip
            key={candidate}
            label={t(KIND_CHIPS[candidate])}
            clickable
            color={kind === candidate ? 'primary' : 'default'}
            variant={kind === candidate ? 'filled' : 'outlined'}
            aria-pressed={kind === candidate}
            onClick={() => choose(candidate)}
          />
        ))}
      </Stack>
      <Box
        component="ul"
        id={listId}
        aria-label={t('things-to-do.heading')}
        aria-busy={isUpdating}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {shown.map((thing) => (
          <ThingRow key={thing.id} tripId={tripId} thing={thing} place={list.place ?? ''} />
        ))}
      </Box>
      {isLong ? (
        <Button
          size="small"
          aria-expanded={isAllShown}
          aria-controls={listId}
          onClick={() => setIsAllShown((isShown) => !isShown)}
        >
          {isAllShown
            ? t('things-to-do.showFewer')
            : t('things-to-do.showAll', { count: list.things.length })}
        </Button>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {richText(t, 'things-to-do.sources', {
          credits: list.credits.map((credit, index) => (
            <span key={credit.source}>
              {index > 0 ? '; ' : ''}
              <Link href={credit.url} target="_blank" rel="noopener noreferrer">
                {credit.source}
              </Link>
              {` (${credit.licence})`}
            </span>
          )),
        })}
      </Typography>
    </>
  );
}

function ThingRow({ tripId, thing, place }: { tripId: string; thing: ThingToDo; place: string }) {
  const { t, f } = useI18n();
  const addToPlan = useAddToPlan(tripId);
  const add = () =>
    addToPlan.mutate({
      name: thing.name.slice(0, 120),
      kind: thing.kind,
      lat: thing.lat,
      lng: thing.lng,
      place: place.slice(0, 200),
      source: thing.source,
      sourceUrl: thing.url?.startsWith('https://') ? thing.url : null,
    });
  return (
    <Box
      component="li"
      sx={{
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {thing.url ? (
            <Link href={thing.url} target="_blank" rel="noopener noreferrer">
              {thing.name}
            </Link>
          ) : (
            thing.name
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('things-to-do.meta', {
            kind: t(KIND_LABELS[thing.kind]),
            distance: f.distance(thing.distanceKm),
            source: thing.source,
          })}
        </Typography>
        {thing.description ? <Typography variant="body2">{thing.description}</Typography> : null}
      </Box>
      <Box sx={{ flex: '0 0 auto', textAlign: 'right' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={add}
          disabled={addToPlan.isPending || addToPlan.isSuccess}
          // The visible words first, then which thing (WCAG label in name).
          aria-label={
            addToPlan.isSuccess
              ? t('things-to-do.addedNamed', { name: thing.name })
              : t('things-to-do.addToPlanNamed', { name: thing.name })
          }
        >
          {addToPlan.isSuccess ? t('things-to-do.added') : t('things-to-do.addToPlan')}
        </Button>
        <Box role="status" sx={{ typography: 'caption', mt: 0.5, maxWidth: '14rem' }}>
          {addToPlan.isSuccess ? t('things-to-do.addedToIdeas') : null}
          {addToPlan.isError ? (
            <Typography component="span" variant="caption" color="error">
              {errorMessage(addToPlan.error, t('things-to-do.addFailed'))}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
