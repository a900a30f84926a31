import type { NotificationKind, TripChangePart } from '#shared/contracts/notifications';

/** A notice for one traveller, kept and delivered on the channels they chose. */
export interface NoticeDraft {
  userId: string;
  kind: NotificationKind;
  /** One line, also the e-mail's subject and the push message's title. */
  title: string;
  body: string;
  /** An app path, "/trips/…" or "/watches". */
  link: string;
  tripId?: string | null;
  watchId?: string | null;
}

/** A change to a trip made by one of its travellers. */
export interface TripChange {
  tripId: string;
  /** The traveller who made it: told nothing, though their other open pages update. */
  actorId: string;
  part: TripChangePart;
  /** In words, for the grouped notice: "added a cost line", "changed the plan". */
  what: string;
}

/**
 * How features notify without knowing the channels (src/server/notifications): a kept notice
 * with its bell, live stream, e-mail and Web Push; and a trip's change, which updates every open
 * page of the trip at once and becomes one grouped notice per trip per few minutes.
 */
export interface Notifier {
  notify(notice: NoticeDraft): Promise<void>;
  /** A traveller's language (users.locale), for a notice worded when it is made; null is English. */
  localeOf?(userId: string): Promise<string | null>;
  /** Never throws and never delays the change's answer: delivery happens after it. */
  tripChanged(change: TripChange): void;
}

/** For services built without notifications (tests of other features). */
export const silentNotifier: Notifier = {
  notify: () => Promise.resolve(),
  tripChanged: () => undefined,
};
