import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { plannedAgainstBudgetText } from './trip-overview';

const german = { t: createTranslator('de', de), f: formatsFor('de') };
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

describe('Planned against the budget, in German', () => {
  // German money keeps the euro sign to its amount with a no-break space.
  it('says what is planned, the budget and the difference with German money', () => {
    const text = (trip: Parameters<typeof plannedAgainstBudgetText>[0]) =>
      plannedAgainstBudgetText(trip, german);
    expect(text({ plannedTotal: null, budget: null })).toBe(
      'Noch nichts geplant · Kein Budget festgelegt',
    );
    expect(text({ plannedTotal: eur(120_000), budget: eur(150_000) })).toBe(
      'Geplant: 1.200,00\u00a0€ von 1.500,00\u00a0€ Budget: 300,00\u00a0€ darunter',
    );
    expect(text({ plannedTotal: eur(160_000), budget: eur(150_000) })).toBe(
      'Geplant: 1.600,00\u00a0€ von 1.500,00\u00a0€ Budget: 100,00\u00a0€ darüber',
    );
    expect(text({ plannedTotal: eur(150_000), budget: eur(150_000) })).toBe(
      'Geplant: 1.500,00\u00a0€ von 1.500,00\u00a0€ Budget: genau im Budget',
    );
  });
});
