import Box from '@mui/material/Box';
import { useState } from 'react';
import type { DiscoverResult } from '#shared/contracts/compare';
import { PlaceMap, type MapPoint } from '#client/components/map/place-map';
import { useI18n } from '#client/lib/i18n';
import { resultCardId } from './discover-result-card';

/** The results on a small map of the region, numbered as the cards are. */
export function ResultsMap({ results }: { results: readonly DiscoverResult[] }) {
  const { t } = useI18n();
  const [selected, setSelected] = useState<{ results: readonly DiscoverResult[]; id: string }>();
  const points: MapPoint[] = results.map((result, rank) => ({
    id: String(rank),
    // The town alone keeps the list short; its card below has the full name.
    name: result.place.split(',')[0]?.trim() || result.place,
    lat: result.location?.lat ?? null,
    lng: result.location?.lng ?? null,
    group: null,
    order: rank,
  }));

  /** A marker or list entry chosen: its card comes into view and takes the focus. */
  function handleSelect(id: string) {
    setSelected({ results, id });
    const card = document.getElementById(resultCardId(Number(id)));
    card?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
  }

  return (
    <Box sx={{ mb: 2 }}>
      <PlaceMap
        points={points}
        label={t('discover.mapLabel')}
        height={280}
        groupLabel={() => t('discover.mapGroup')}
        onSelect={handleSelect}
        selectedId={selected?.results === results ? selected.id : null}
      />
    </Box>
  );
}
