import { sourceText } from '#client/lib/source-text';
import { formatReasons } from '#client/lib/format-reasons';
import CloseIcon from '@mui/icons-material/Close';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  MAX_COMPARED_PLACES,
  type ComparePlaces,
  type MoneyRange,
  type PlaceComparison,
} from '#shared/contracts/compare';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useChangeTrip, useComparePlaces } from '../api';
import { COMPARED_CATEGORIES, COMPARED_CATEGORY_LABELS, typicalWeather } from '../compare-labels';
import { sentencesOf } from '../phrase-words';
import { RankChip } from './rank-chip';
import { ComparisonState } from './section-state';

/** The short name a trip shows for a place label: "Chicago" for "Chicago, IL, United States". */
export function shortPlaceName(label: string): string {
  return label.split(',')[0]?.trim() || label;
}

interface ComparePlacesProps {
  tripId: string;
  /**
   * Draws the place search; it calls `onPick` with a place label. Given by the route, which
   * composes the places feature (features do not import each other).
   */
  renderPlacePicker(onPick: (label: string) => void, options: { autoFocus: boolean }): ReactNode;
}

/**
 * "Compare with other places": up to six alternatives priced with the trip's dates, travellers
 * and starting city, side by side by category, with "Switch my trip to this place".
 */
export function ComparePlacesSection({ tripId, renderPlacePicker }: ComparePlacesProps) {
  const { t } = useI18n();
  const [places, setPlaces] = useState<string[]>([]);
  // A new picker after each pick, so the search field starts empty again.
  const [pickerKey, setPickerKey] = useState(0);
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const comparison = useComparePlaces(tripId, places);
  const isFull = places.length >= MAX_COMPARED_PLACES;

  function handlePick(label: string) {
    setPickerKey((key) => key + 1);
    setPlaces((current) =>
      current.includes(label) || current.length >= MAX_COMPARED_PLACES
        ? current
        : [...current, label],
    );
  }

  function removePlace(place: string) {
    setPlaces((current) => current.filter((other) => other !== place));
  }

  let body = null;
  if (places.length === 0) {
    body = <Typography color="text.secondary">{t('compare.addPlaceHint')}</Typography>;
  } else if (comparison.isSuccess) {
    body = (
      <PlacesTable
        tripId={tripId}
        comparison={comparison.data}
        isUpdating={comparison.isFetching}
        onSwitched={(entry, previous) => {
          // The old place takes the new one's column, so the comparison stays on screen.
          setPlaces((current) =>
            current.map((place) => (place === entry.place && previous ? previous : place)),
          );
          setMessage({ severity: 'success', text: t('compare.switched', { place: entry.place }) });
        }}
        onFailed={(error) =>
          setMessage({
            severity: 'error',
            text: errorMessage(error, t('compare.switchFailed')),
          })
        }
      />
    );
  } else {
    body = (
      <ComparisonState
        isPending={comparison.isPending}
        error={comparison.error}
        fallback={t('compare.placesFailed')}
        onRetry={() => void comparison.refetch()}
        isRetrying={comparison.isFetching}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby="compare-places-heading" sx={{ minWidth: 0 }}>
      <Typography
        id="compare-places-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('compare.placesHeading')}
      </Typography>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      <Box sx={{ mb: 1.5, maxWidth: { sm: 480 } }}>
        {isFull ? (
          <Typography variant="body2" color="text.secondary">
            {t('compare.placesFull', { max: MAX_COMPARED_PLACES })}
          </Typography>
        ) : (
          // After a pick the fresh field takes the focus, so a keyboard can add the next place.
          <Box key={pickerKey}>{renderPlacePicker(handlePick, { autoFocus: pickerKey > 0 })}</Box>
        )}
      </Box>
      {places.length > 0 ? (
        <Stack
          component="ul"
          direction="row"
          aria-label={t('compare.placesCompared')}
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}
        >
          {places.map((place) => (
            <li key={place}>
              <Chip
                label={place}
                variant="outlined"
                sx={{ maxWidth: '100%', pr: 0 }}
                deleteIcon={<CloseIcon aria-hidden="true" />}
                // The whole chip is the "Remove" button: Enter, Space, Delete or a click.
                onClick={() => removePlace(place)}
                onDelete={() => removePlace(place)}
                aria-label={t('compare.removePlace', { place })}
              />
            </li>
          ))}
        </Stack>
      ) : null}
      {body}
    </Box>
  );
}

function Figure({ range }: { range: MoneyRange | undefined }) {
  const { f } = useI18n();
  if (!range) return <span>—</span>;
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {f.estimate(range.mid)}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>
        {f.moneyRange(range)}
      </Box>
    </>
  );
}

function PlacesTable({
  tripId,
  comparison,
  isUpdating,
  onSwitched,
  onFailed,
}: {
  tripId: string;
  comparison: ComparePlaces;
  isUpdating: boolean;
  onSwitched(entry: PlaceComparison, previousPlace: string | undefined): void;
  onFailed(error: unknown): void;
}) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const change = useChangeTrip(tripId);
  const { places, sources } = comparison;
  const categories = COMPARED_CATEGORIES.filter((category) =>
    places.some((entry) => entry.byCategory[category] !== undefined),
  );
  const tripPlace = places.find((entry) => entry.isTripPlace)?.place;

  function handleSwitch(entry: PlaceComparison) {
    change.mutate(
      {
        location_address: entry.place,
        trip_location: shortPlaceName(entry.place),
        image_url: entry.image_url,
      },
      { onSuccess: () => onSwitched(entry, tripPlace), onError: onFailed },
    );
  }

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('compare.estimateNote')}
      </Typography>
      {/* Scrolls inside its own box on a narrow screen; focusable so a keyboard can scroll it. */}
      <Box
        role="region"
        aria-label={t('compare.placesSideBySide')}
        tabIndex={0}
        aria-busy={isUpdating}
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <Table size="small" sx={{ minWidth: 160 + places.length * 150 }}>
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: '8px 16px' }}>
            {t('compare.placesCaption')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="td" />
              {places.map((entry) => (
                <TableCell
                  key={entry.place}
                  scope="col"
                  component="th"
                  sx={{ verticalAlign: 'top' }}
                >
                  <Box sx={{ fontWeight: 700 }}>{entry.place}</Box>
                  {entry.isTripPlace ? (
                    <Box sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>
                      {t('compare.yourTrip')}
                    </Box>
                  ) : null}
                  <Box sx={{ mt: 0.5 }}>
                    <RankChip rank={entry.rank} />
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((category) => (
              <TableRow key={category}>
                <TableCell component="th" scope="row">
                  {t(COMPARED_CATEGORY_LABELS[category])}
                </TableCell>
                {places.map((entry) => (
                  <TableCell key={entry.place}>
                    <Figure range={entry.byCategory[category]} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('compare.total')}
              </TableCell>
              {places.map((entry) => (
                <TableCell key={entry.place} data-testid={`total-${entry.place}`}>
                  <Figure range={entry.total} />
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('compare.typicalWeatherRow')}
              </TableCell>
              {places.map((entry) => (
                <TableCell key={entry.place}>
                  {entry.weather
                    ? t('compare.monthWeather', {
                        month: f.monthName(entry.weather.month),
                        weather: typicalWeather(i18n, entry.weather),
                      })
                    : t('compare.noClimate')}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('compare.why')}
              </TableCell>
              {places.map((entry) => (
                <TableCell key={entry.place} sx={{ fontSize: '0.8rem' }}>
                  {formatReasons(sentencesOf(i18n, entry.reasons, entry.reasonPhrases))}
                </TableCell>
              ))}
            </TableRow>
            <TableRow>
              <TableCell component="td" />
              {places.map((entry) => (
                <TableCell key={entry.place}>
                  {entry.isTripPlace ? null : (
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<SwapHorizIcon />}
                      onClick={() => handleSwitch(entry)}
                      disabled={change.isPending}
                      aria-label={t('compare.switchLabel', { place: entry.place })}
                    >
                      {t('compare.switchButton')}
                    </Button>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
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
