import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MapSettings } from '#shared/contracts/map';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import { visuallyHidden } from '#client/components/visually-hidden';
import { useOfflineState } from '#client/lib/offline';
import {
  defaultGroupLabel,
  groupPoints,
  markerNumber,
  type MapPoint,
  type PlacedPoint,
  type PointGroup,
} from './map-points';
import { useMapSettings } from './map-settings';
import { OutlineMap } from './outline-map';
import type { TileMap } from './tile-map';
import { useI18n } from '#client/lib/i18n';

export type { MapPoint } from './map-points';

export interface PlaceMapProps {
  points: readonly MapPoint[];
  /** The map's name for screen readers: "Map of the plan". */
  label: string;
  /** The drawing's height in pixels. */
  height?: number;
  /** A group's name in the list: "Day 1" and "Ideas" unless given. */
  groupLabel?: (group: number | null) => string;
  /** A marker or its list entry was chosen. */
  onSelect?: (id: string) => void;
  selectedId?: string | null;
  /** Keep the list for screen readers only, where the page already shows the points. */
  isListHidden?: boolean;
}

/**
 * Places on a map, each group (a day) in its own colour with its points numbered and joined in
 * order. Tiles and Leaflet load only once the map comes near the screen; offline, or when the
 * tiles fail, an outline map shows instead. Beside it, a list per group gives keyboard and
 * screen-reader users the same information.
 */
export function PlaceMap({
  points,
  label,
  height = 320,
  groupLabel,
  onSelect,
  selectedId = null,
  isListHidden = false,
}: PlaceMapProps) {
  // Drawn again only when the points change, not when a caller builds a new array of the same.
  const { t } = useI18n();
  const pointsKey = JSON.stringify(points);
  const groups = useMemo(() => groupPoints(JSON.parse(pointsKey) as MapPoint[]), [pointsKey]);
  return (
    <Box role="region" aria-label={label} sx={{ minWidth: 0 }}>
      {groups.length === 0 ? (
        <Typography color="text.secondary">{t('map.noPoints')}</Typography>
      ) : (
        <>
          <DrawnWhenNear height={height}>
            <MapDrawing
              groups={groups}
              height={height}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          </DrawnWhenNear>
          <PointList
            groups={groups}
            groupLabel={groupLabel ?? ((group) => defaultGroupLabel(t, group))}
            selectedId={selectedId}
            onSelect={isListHidden ? undefined : onSelect}
            isHidden={isListHidden}
          />
        </>
      )}
    </Box>
  );
}

interface DrawingProps {
  groups: readonly PointGroup[];
  height: number;
  selectedId: string | null;
  onSelect: ((id: string) => void) | undefined;
}

/** Tiles when the tile server answers; the outline offline, or once tiles have failed. */
function MapDrawing(props: DrawingProps) {
  const { isOffline } = useOfflineState();
  const settings = useMapSettings({ isEnabled: !isOffline });
  const [haveTilesFailed, setHaveTilesFailed] = useState(false);
  if (isOffline || settings.isError || haveTilesFailed) return <OutlineMap {...props} />;
  if (!settings.data) return <Box sx={{ height: props.height }} />;
  return (
    <TileMapView
      {...props}
      tiles={settings.data.tiles}
      onTilesFailed={() => setHaveTilesFailed(true)}
    />
  );
}

function TileMapView({
  groups,
  height,
  selectedId,
  onSelect,
  tiles,
  onTilesFailed,
}: DrawingProps & { tiles: MapSettings['tiles']; onTilesFailed(): void }) {
  const { t } = useI18n();
  const zoomInTitle = t('map.zoomIn');
  const zoomOutTitle = t('map.zoomOut');
  const holder = useRef<HTMLDivElement>(null);
  const drawn = useRef<TileMap | null>(null);
  // The latest callbacks and choice, read by the drawing without drawing it again.
  const latest = useRef({ selectedId, onSelect, onTilesFailed });
  useEffect(() => {
    latest.current = { selectedId, onSelect, onTilesFailed };
    drawn.current?.select(selectedId);
  }, [selectedId, onSelect, onTilesFailed]);
  const isSelectable = onSelect !== undefined;

  useEffect(() => {
    let isCurrent = true;
    let map: TileMap | undefined;
    import('./tile-map').then(
      ({ drawTileMap }) => {
        if (!isCurrent || !holder.current) return;
        map = drawTileMap(holder.current, {
          groups,
          tiles,
          selectedId: latest.current.selectedId,
          onSelect: isSelectable ? (id) => latest.current.onSelect?.(id) : undefined,
          onTilesFailed: () => latest.current.onTilesFailed(),
          zoomInTitle,
          zoomOutTitle,
        });
        drawn.current = map;
      },
      // Leaflet's chunk could not be loaded (offline before it was stored): the outline it is.
      () => {
        if (isCurrent) latest.current.onTilesFailed();
      },
    );
    return () => {
      isCurrent = false;
      map?.destroy();
      drawn.current = null;
    };
  }, [groups, tiles, isSelectable, zoomInTitle, zoomOutTitle]);

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 2, overflow: 'hidden' }}>
      <Box ref={holder} sx={{ position: 'relative', zIndex: 0, height: '100%' }} />
      <Typography
        variant="caption"
        sx={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          zIndex: 1,
          px: 0.75,
          bgcolor: 'rgba(255, 255, 255, 0.85)',
          color: '#333',
          lineHeight: 1.6,
        }}
      >
        <Link href={tiles.attributionUrl} target="_blank" rel="noopener noreferrer">
          {tiles.attribution}
        </Link>
      </Typography>
    </Box>
  );
}

interface PointListProps {
  groups: readonly PointGroup[];
  groupLabel: (group: number | null) => string;
  selectedId: string | null;
  onSelect: ((id: string) => void) | undefined;
  isHidden: boolean;
}

/** The map's points as text: one ordered list per group, named by the group. */
function PointList({ groups, groupLabel, selectedId, onSelect, isHidden }: PointListProps) {
  const id = useId();
  return (
    <Box sx={isHidden ? visuallyHidden : { mt: 1, display: 'grid', gap: 1 }}>
      {groups.map((group, index) => {
        const labelId = `${id}-group-${index}`;
        return (
          <Box key={String(group.group)}>
            <Typography
              id={labelId}
              variant="body2"
              sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: group.colour.fill,
                  flex: 'none',
                }}
              />
              {groupLabel(group.group)}
            </Typography>
            <Box
              component="ol"
              aria-labelledby={labelId}
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
            >
              {group.points.map((point) => (
                <li key={point.id}>
                  <PointEntry
                    point={point}
                    group={group}
                    isSelected={point.id === selectedId}
                    onSelect={onSelect}
                  />
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function PointEntry({
  point,
  group,
  isSelected,
  onSelect,
}: {
  point: PlacedPoint;
  group: PointGroup;
  isSelected: boolean;
  onSelect: ((id: string) => void) | undefined;
}) {
  const number = markerNumber(point);
  const content = (
    <>
      {number ? (
        <Box
          component="span"
          aria-hidden="true"
          sx={{
            minWidth: 20,
            height: 20,
            px: 0.5,
            borderRadius: 10,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: group.colour.fill,
            color: group.colour.text,
            fontSize: 12,
            fontWeight: 700,
            flex: 'none',
          }}
        >
          {number}
        </Box>
      ) : null}
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {point.name}
      </Box>
    </>
  );
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.75,
    py: 0.5,
    pl: 0.5,
    pr: 1,
    borderRadius: 4,
    fontSize: '0.875rem',
    textAlign: 'left',
    border: 1,
    borderColor: isSelected ? 'text.primary' : 'divider',
    bgcolor: isSelected ? 'action.selected' : 'transparent',
  } as const;
  if (!onSelect) {
    return (
      <Box component="span" sx={sx}>
        {content}
      </Box>
    );
  }
  return (
    <ButtonBase
      onClick={() => onSelect(point.id)}
      aria-current={isSelected ? 'true' : undefined}
      sx={{
        ...sx,
        minHeight: 36,
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {content}
    </ButtonBase>
  );
}
