import { describe, expect, it } from 'vitest';
import { messages as ar } from '#shared/i18n/catalogs/ar';
import { messages as de } from '#shared/i18n/catalogs/de';
import { messages as es } from '#shared/i18n/catalogs/es';
import { messages as fr } from '#shared/i18n/catalogs/fr';
import { messages as it_ } from '#shared/i18n/catalogs/it';
import { messages as pt } from '#shared/i18n/catalogs/pt';
import { formatsFor } from '#shared/i18n/formats';
import type { Locale } from '#shared/i18n/locales';
import { createTranslator, type Messages } from '#shared/i18n/translator';
import { dayLabel, formatDuration, movedFromDayText } from './plan-labels';

const MESSAGES: Record<Exclude<Locale, 'en'>, Messages> = { es, fr, de, pt, it: it_, ar };
const words = (locale: Exclude<Locale, 'en'>) => ({
  t: createTranslator(locale, MESSAGES[locale]),
  f: formatsFor(locale),
});

describe('the plan’s labels in each language', () => {
  it('names a day by its number and its date as the language writes it', () => {
    expect(dayLabel('2025-06-03', 0, words('de'))).toBe('Tag 1 · Di, 3. Jun');
    expect(dayLabel('2025-06-03', 0, words('fr'))).toBe('Jour 1 · mar. 3 juin');
    expect(dayLabel('2025-06-03', 0, words('es'))).toBe('Día 1 · mar 3 jun');
    expect(dayLabel('2025-06-03', 0, words('it'))).toBe('Giorno 1 · mar 3 giu');
    expect(dayLabel('2025-06-03', 0, words('pt'))).toBe('Dia 1 · terça, 3 jun.');
    expect(dayLabel('2025-06-03', 0, words('ar'))).toBe('اليوم 1 · الثلاثاء 3 يونيو');
  });

  it('writes durations and the moved-day notice in the language', () => {
    expect(formatDuration(90, words('de'))).toBe('1 Std. 30 Min.');
    expect(formatDuration(45, words('fr'))).toBe('45 min');
    expect(formatDuration(120, words('ar'))).toBe('2 ساعة');
    expect(movedFromDayText('2025-06-03', words('de'))).toBe(
      'War am Di, 3. Jun – die Reisedaten haben sich geändert',
    );
    expect(movedFromDayText('2025-06-03', words('fr'))).toBe(
      'Était le mar. 3 juin — les dates du voyage ont changé',
    );
  });

  it('counts the things that came back with each language’s plural forms', () => {
    const cameBack = (locale: Exclude<Locale, 'en'>, count: number) =>
      words(locale).t('plan.cameBack', { count });
    expect(cameBack('de', 1)).toBe(
      '1 Aktivität ist hierher zurückgekommen, weil sich die Reisedaten geändert haben.',
    );
    expect(cameBack('fr', 2)).toBe(
      '2 activités sont revenues ici quand les dates du voyage ont changé.',
    );
    expect(cameBack('ar', 2)).toBe('عاد نشاطان إلى هنا عندما تغيّرت تواريخ الرحلة.');
    expect(cameBack('ar', 5)).toBe('عادت 5 أنشطة إلى هنا عندما تغيّرت تواريخ الرحلة.');
    expect(cameBack('ar', 11)).toBe('عاد 11 نشاطًا إلى هنا عندما تغيّرت تواريخ الرحلة.');
  });
});
