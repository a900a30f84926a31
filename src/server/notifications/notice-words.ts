import { messages as english } from '#shared/i18n/catalogs/en';
import type { MessageKey, Translator } from '#shared/i18n/translator';
import { formatsOf } from '#server/i18n';

/**
 * The changes a trip's notice names, by the English words the services pass (`what`), which
 * the notice keeps: a trip's grouped notice is stored in English, as the spec words it, and
 * worded in its reader's language when read or sent (docs/PRODUCT-RULES.md#notifications).
 */
const CHANGE_KEYS = [
  'notices.changedTripDetails',
  'notices.changedPlan',
  'notices.addedCostLine',
  'notices.changedCostLine',
  'notices.removedCostLine',
  'notices.refreshedEstimate',
  'notices.changedRole',
  'notices.leftTrip',
  'notices.removedCompanion',
  'notices.handedTrip',
  'notices.joinedTrip',
  'notices.addedBooking',
  'notices.changedBooking',
  'notices.removedBooking',
] as const satisfies readonly MessageKey[];

const CHANGE_BY_WORDS = new Map<string, MessageKey>(CHANGE_KEYS.map((key) => [english[key], key]));
/** Longest first, so that no change is read as the start of another. */
const CHANGE_WORDS = [...CHANGE_BY_WORDS.keys()].sort((a, b) => b.length - a.length);

const TITLE_PREFIX = 'Changes to ';

/** "Ana added a cost line and changed the plan." in `t`'s language; null when not one we made. */
function wordSentence(sentence: string, t: Translator): string | null {
  if (!sentence.endsWith('.')) return null;
  const text = sentence.slice(0, -1);
  // The actor is whatever comes before the first change named (a first name may have spaces).
  let at = -1;
  for (const words of CHANGE_WORDS) {
    const index = text.indexOf(` ${words}`);
    if (index !== -1 && (at === -1 || index < at)) at = index;
  }
  if (at <= 0) return null;
  const actor = text.slice(0, at);
  const keys = text
    .slice(at + 1)
    .split(/, | and /)
    .map((words) => CHANGE_BY_WORDS.get(words));
  if (keys.some((key) => key === undefined)) return null;
  const changes = formatsOf(t.locale).list(keys.map((key) => t(key as MessageKey)));
  const who = actor === english['notices.someCompanion'] ? t('notices.someCompanion') : actor;
  return t('notices.tripSentence', { actor: who, changes });
}

/**
 * A notice's title and body in the reader's language. English is kept as stored; a text this
 * server did not make from its words (an older notice's, a price watch's) is left as it is.
 */
export function wordNotice(
  notice: { kind: string; title: string; body: string },
  t: Translator,
): { title: string; body: string } {
  if (t.locale === 'en' || notice.kind !== 'trip_activity') {
    return { title: notice.title, body: notice.body };
  }
  const title = notice.title.startsWith(TITLE_PREFIX)
    ? t('notices.tripTitle', { trip: notice.title.slice(TITLE_PREFIX.length) })
    : notice.title;
  const body = notice.body
    .split(/(?<=\.)\s+/)
    .map((sentence) => wordSentence(sentence, t) ?? sentence)
    .join(' ');
  return { title, body };
}
