import type { TripRole } from '#shared/domain/roles';
import type { MessageKey } from '#client/lib/i18n';

/** What a traveller sees each role called (docs/PRODUCT-RULES.md#roles). */
export const ROLE_LABELS: Record<TripRole, MessageKey> = {
  owner: 'companions.roleOwner',
  editor: 'companions.roleEditor',
  viewer: 'companions.roleViewer',
};

/** The day of an ISO timestamp in the traveller's own time zone, as `YYYY-MM-DD`. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
