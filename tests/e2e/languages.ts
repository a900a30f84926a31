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

/**
 * English messages a translated screen must not show: every plain message (no placeholder, no
 * tag) with a word of four letters or more whose translation differs from it.
 */
function englishPhrases(messages: JourneyMessages): string[] {
  return (Object.keys(en) as MessageKey[])
    .map((key) => [en[key], messages[key]] as const)
    .filter(([english, translated]) => english !== translated)
    .map(([english]) => english.trim())
    .filter((english) => !/[{}<>]/.test(english) && /[A-Za-z]{4,}/.test(english));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fails naming the English the page still shows (in its text, labels and titles), so a screen
 * in German or Arabic has none left but place names and data.
 */
export async function expectNoEnglish(page: Page, messages: JourneyMessages): Promise<void> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')].map(
      (element) =>
        ['aria-label', 'title', 'placeholder', 'alt']
          .map((name) => element.getAttribute(name) ?? '')
          .join('\n'),
    );
    return `${document.body.innerText}\n${labels.join('\n')}\n${document.title}`;
  });
  const left = englishPhrases(messages).filter((phrase) =>
    new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, 'u').test(shown),
  );
  expect(left, `English left on ${page.url()}`).toEqual([]);
}
