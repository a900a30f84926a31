import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { NavigationType, Link as RouterLink, useLocation, useNavigationType } from 'react-router';
import type { Trip } from '#shared/contracts/trips';
import { compareDatesQuery } from '#client/features/compare/api';
import { planQuery } from '#client/features/plan/api';
import { bookingsQuery } from '#client/features/bookings/api';
import { useI18n } from '#client/lib/i18n';
import { inOwnTasks } from '#client/lib/in-own-tasks';

/** The trip page's parts after the overview, each a link: `/trips/{id}#costs`. */
export const TRIP_PARTS = [
  { id: 'costs', label: 'trips.partCosts' },
  { id: 'plan', label: 'trips.partPlan' },
  { id: 'bookings', label: 'trips.partBookings' },
  { id: 'things-to-do', label: 'trips.partThingsToDo' },
  { id: 'dates', label: 'trips.partDates' },
  { id: 'places', label: 'trips.partPlaces' },
  { id: 'suggestions', label: 'trips.partSuggestions' },
] as const;

export type TripPartId = (typeof TRIP_PARTS)[number]['id'];

/** The parts of the page as links, so each is one tap away and has an address of its own. */
export function TripPartLinks() {
  const { t } = useI18n();
  return (
    <Box component="nav" aria-label={t('trips.partsNav')}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {TRIP_PARTS.map((part) => (
          <li key={part.id}>
            <Button component={RouterLink} to={{ hash: part.id }} variant="outlined" size="small">
              {t(part.label)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The pieces of the plan's part drawn after the plan, each in a turn of its own. */
const PLAN_PIECES = ['calendar', 'travellers', 'travel-together'] as const;

type Turn = TripPartId | (typeof PLAN_PIECES)[number];

/**
 * The order the parts' insides are drawn in, one a task: the parts, and after the plan the pieces
 * of its part, which drawn with it made one task of their own reads and styles.
 */
const TURNS: readonly Turn[] = TRIP_PARTS.flatMap(({ id }): Turn[] =>
  id === 'plan' ? [id, ...PLAN_PIECES] : [id],
);

/** How many turns have come yet, from `PartsInTurn`; without one, all have. */
const PartsTurnContext = createContext<{ drawn: number; allow(count: number): void } | null>(null);

/**
 * Draws the parts' insides one after another, each in a task of its own once the one before is
 * on the page: drawn together, they went into the page in one task of a few hundred milliseconds
 * on a phone, which a tap had to wait for (docs/PERFORMANCE.md). The first waits for the overview.
 */
export function PartsInTurn({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(0);
  const allow = useCallback((count: number) => {
    startTransition(() => setDrawn((current) => Math.max(current, count)));
  }, []);
  useEffect(() => allow(1), [allow]);
  const turn = useMemo(() => ({ drawn, allow }), [drawn, allow]);
  return <PartsTurnContext.Provider value={turn}>{children}</PartsTurnContext.Provider>;
}

/** Runs `onDrawn` once it is on the page, that is once the turn's insides are. */
function WhenDrawn({ onDrawn }: { onDrawn(): void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * `children` once their turn has come and their modules have loaded, `waiting` until then. Every
 * turn must be in the page, even with nothing to draw (`children` null), or the turns after it
 * never come.
 */
export function InTurn({
  turn,
  waiting = null,
  children,
}: {
  turn: Turn;
  waiting?: ReactNode;
  children: ReactNode;
}) {
  const turns = useContext(PartsTurnContext);
  const index = TURNS.indexOf(turn);
  const allow = turns?.allow;
  // The next turn.
  const onDrawn = useCallback(() => allow?.(index + 2), [allow, index]);
  if (turns && index >= turns.drawn) return waiting;
  return (
    <Suspense fallback={waiting}>
      {children}
      <WhenDrawn onDrawn={onDrawn} />
    </Suspense>
  );
}

/**
 * A part's anchor: its id is the link's hash, and it keeps clear of the window's top edge. Every
 * part is drawn within moments of the page, one after another (`PartsInTurn`), so its heading and
 * main controls are in the page for a screen reader's list of headings, find-in-page and a jump;
 * only its costly insides (charts, maps, the place search) wait until they come near the screen
 * (`DrawnWhenNear`, inside the part). Until its turn, and while the part's module loads,
 * "Loading..." holds its place.
 */
export function Part({ id, children }: { id: TripPartId; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Box id={id} sx={{ scrollMarginTop: 16, minWidth: 0 }}>
      <InTurn
        turn={id}
        waiting={
          <Typography role="status" sx={{ minHeight: PART_HEIGHT }}>
            {t('trips.loading')}
          </Typography>
        }
      >
        {children}
      </InTurn>
    </Box>
  );
}

/** What a part holds while its module loads: about a phone screen, so the parts below stay below. */
const PART_HEIGHT = 600;

/**
 * The plan, the bookings and the date comparison are read with the trip, before their parts' modules arrive: a
 * jump finds them read, and the service worker keeps them for reading offline (docs/OFFLINE.md).
 */
export function usePartsReadAhead(trip: Trip) {
  const queryClient = useQueryClient();
  const hasDates = trip.trip_start !== null && trip.trip_end !== null;
  useEffect(() => {
    // Each read is sent in a task of its own, not with the page's first draw.
    return inOwnTasks([
      () => void queryClient.prefetchQuery(planQuery(trip._id)),
      () => void queryClient.prefetchQuery(bookingsQuery(trip._id)),
      ...(hasDates ? [() => void queryClient.prefetchQuery(compareDatesQuery(trip._id))] : []),
    ]);
  }, [queryClient, trip._id, hasDates]);
}

/**
 * After a jump to a part, focus its heading, so a keyboard or screen reader goes on from there.
 * The router scrolls to it (and Back restores the position); an address opened with a hash
 * scrolls here, once the trip has loaded and the part exists.
 */
export function useFocusPartOnJump() {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  useEffect(() => {
    const wasFirst = isFirst.current;
    isFirst.current = false;
    if (!hash || (navigationType === NavigationType.Pop && !wasFirst)) return;
    const part = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!part) return;
    if (wasFirst) part.scrollIntoView();
    // The part is drawn once its module has loaded: its heading may come a moment later. The
    // jump's render is a transition, so a traveller may already be in one of the part's fields
    // (typing a place to compare); the heading never takes the focus from them.
    const focusHeading = () => {
      if (part.contains(document.activeElement)) return true;
      const heading = part.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(part, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hash, navigationType]);
}
