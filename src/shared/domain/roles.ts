/**
 * The roles rule (docs/PRODUCT-RULES.md#roles), read by the server's access checks and by the
 * client to show only what a role may do: anyone with a role reads the trip, the owner and
 * editors change it, and only the owner acts as its owner (invites, members, the calendar feed,
 * handing it over, deleting it).
 */

/** A traveller's role on a trip: its owner, or a companion who may change it or only look. */
export const TRIP_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TripRole = (typeof TRIP_ROLES)[number];

/** What an act needs: to look at the trip, to change it, or to act as its owner. */
export type TripNeed = 'read' | 'edit' | 'own';

/** What a traveller sees their role called. */
export const TRIP_ROLE_LABELS: Record<TripRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** Whether `role` allows what `need` asks. */
export function roleAllows(role: TripRole, need: TripNeed): boolean {
  if (need === 'read' || role === 'owner') return true;
  return need === 'edit' && role === 'editor';
}

/** The owner and editors change the trip, its costs and its plan. */
export const canEditTrip = (role: TripRole): boolean => roleAllows(role, 'edit');

/** Only the owner invites, manages members, hands the trip over or deletes it. */
export const isTripOwner = (role: TripRole): boolean => roleAllows(role, 'own');
