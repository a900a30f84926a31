import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { messages as ar } from '#shared/i18n/catalogs/ar';
import { messages as de } from '#shared/i18n/catalogs/de';
import { messages as en, type MessageKey } from '#shared/i18n/catalogs/en';

/** The languages whose journeys run here, with the catalogue a step reads its names from. */
export const JOURNEY_LANGUAGES = [
  { lang: 'de', browserLocale: 'de-DE', messages: de },
  { lang: 'ar', browserLocale: 'ar-EG', messages: ar },
] as const;

export type JourneyMessages = (typeof JOURNEY_LANGUAGES)[number]['messages'];

/** Discover's regions are places: "United States" is also in every American place's name. */
const PLACE_NAME_KEYS = /^discover\.region/;

/**
 * English messages a translated screen must not show: every plain message (no placeholder, no
 * tag) with a word of four letters or more whose translation differs from it.
 */
function englishPhrases(messages: JourneyMessages): string[] {
  const keys = Object.keys(en) as MessageKey[];
  // A word the language writes itself ("Budget" in German) is not English left over.
  const ownWords = new Set(keys.map((key) => messages[key].trim()));
  return keys
    .filter((key) => en[key] !== messages[key] && !PLACE_NAME_KEYS.test(key))
    .map((key) => en[key].trim())
    .filter(
      (english) =>
        !/[{}<>]/.test(english) && /[A-Za-z]{4,}/.test(english) && !ownWords.has(english),
    );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Names, not English: the product's name stays as it is in every language. */
const NAMES = new Set(['Getaway Planner']);

/**
 * Fails naming the English the page still shows, in its text, labels and titles, so a screen in
 * German or Arabic has none left but place names and data. A one-word message counts only when
 * it is a whole text or label ("Save"), not a word inside data ("Salt Lake City", "US State
 * Department") or a word the language shares ("Budget"); a longer one counts anywhere.
 */
export async function expectNoEnglish(page: Page, messages: JourneyMessages): Promise<void> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('script, style, [hidden]')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  const whole = new Set(shown);
  const all = shown.join('\n');
  const left = englishPhrases(messages).filter((phrase) => {
    if (NAMES.has(phrase)) return false;
    if (!/\s/.test(phrase)) return whole.has(phrase);
    return new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u').test(all);
  });
  expect([...new Set(left)], `English left on ${page.url()}`).toEqual([]);
}
