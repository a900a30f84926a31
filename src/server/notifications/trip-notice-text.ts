/** How a trip's grouped notice reads (docs/PRODUCT-RULES.md#notifications). */

export const tripNoticeTitle = (tripName: string) => `Changes to ${tripName}`;
export const tripNoticeLink = (tripId: string) => `/trips/${tripId}`;
export const tripGroupKey = (tripId: string) => `trip:${tripId}`;

/** Companions named in one notice; later ones are left out rather than grow it without end. */
const MAX_ACTORS = 6;

const joinWithAnd = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The notice's body with one more change in it: one sentence per companion, each change named
 * once ("Ana added a cost line and changed the plan. Ben joined the trip.").
 */
export function withChange(body: string, actor: string, what: string): string {
  const sentences = body ? body.split(/(?<=\.)\s+/) : [];
  const prefix = `${actor} `;
  const at = sentences.findIndex((sentence) => sentence.startsWith(prefix));
  if (at === -1) {
    if (sentences.length >= MAX_ACTORS) return body;
    return [...sentences, `${actor} ${what}.`].join(' ');
  }
  const whats = (sentences[at] ?? '').slice(prefix.length, -1).split(/, | and /);
  if (whats.includes(what)) return body;
  sentences[at] = `${actor} ${joinWithAnd([...whats, what])}.`;
  return sentences.join(' ');
}
