import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hasRouteLine, markerNumber, type PointGroup } from './map-points';
import { fitOutlineProjection } from './outline-projection';
import { countryPaths, loadCountries } from './world-outline';
import { useI18n } from '#client/lib/i18n';

/** Room kept around the points, in pixels, so markers are never cut at the edge. */
const PADDING = 36;
/** The width drawn for before the drawing is measured (and where nothing is laid out). */
const UNMEASURED_WIDTH = 640;
const MARKER_RADIUS = 12;

interface OutlineMapProps {
  groups: readonly PointGroup[];
  height: number;
  selectedId: string | null;
  onSelect: ((id: string) => void) | undefined;
}

/**
 * The map with no tiles (offline, or the tile server failed): country outlines from Natural
 * Earth, with the same points and day lines, fitted to the points, and a caption saying so.
 * Drawn for the eye only; the list beside it carries the same information.
 */
export function OutlineMap({ groups, height, selectedId, onSelect }: OutlineMapProps) {
  const { t } = useI18n();
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(UNMEASURED_WIDTH);
  const [shapes, setShapes] = useState<Awaited<ReturnType<typeof loadCountries>> | null>(null);

  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let isCurrent = true;
    loadCountries().then(
      (loaded) => {
        if (isCurrent) setShapes(loaded);
      },
      // Without outlines the points and lines still show on the plain sea.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const points = groups.flatMap((group) => group.points);
  const projection = fitOutlineProjection(points, width, height, PADDING);
  const paths = shapes ? countryPaths(shapes, projection, width, height) : [];

  return (
    <Box>
      <Box
        ref={holder}
        sx={{ height, bgcolor: '#DCEBF5', borderRadius: 2, overflow: 'hidden', lineHeight: 0 }}
      >
        <svg
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
          data-testid="outline-map"
        >
          <g fill="#F4F1EA" stroke="#A9A39A" strokeWidth={0.8} strokeLinejoin="round">
            {paths.map((path, index) => (
              <path key={index} d={path} />
            ))}
          </g>
          {groups.filter(hasRouteLine).map((group) => (
            <polyline
              key={`line-${group.group}`}
              data-map-line={group.group}
              points={group.points
                .map((point) => projection.project(point.lng, point.lat).join(','))
                .join(' ')}
              fill="none"
              stroke={group.colour.fill}
              strokeWidth={3}
              strokeOpacity={0.85}
              strokeLinejoin="round"
            />
          ))}
          {/* Last drawn is on top: ideas first, then the days, Day 1 last. */}
          {[...groups].reverse().flatMap((group) =>
            group.points.map((point) => {
              const [x, y] = projection.project(point.lng, point.lat);
              const isSelected = point.id === selectedId;
              return (
                <g
                  key={point.id}
                  data-map-marker={point.id}
                  transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
                  onClick={onSelect ? () => onSelect(point.id) : undefined}
                  style={onSelect ? { cursor: 'pointer' } : undefined}
                >
                  <title>{point.name}</title>
                  <circle
                    r={isSelected ? MARKER_RADIUS + 3 : MARKER_RADIUS}
                    fill={group.colour.fill}
                    stroke={isSelected ? '#000000' : '#FFFFFF'}
                    strokeWidth={isSelected ? 3 : 2}
                  />
                  <text
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={12}
                    fontWeight={700}
                    fontFamily="system-ui, sans-serif"
                    fill={group.colour.text}
                  >
                    {markerNumber(point)}
                  </text>
                </g>
              );
            }),
          )}
        </svg>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('map.offlineOutline')}
      </Typography>
    </Box>
  );
}
