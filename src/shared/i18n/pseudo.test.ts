import { describe, expect, it } from 'vitest';
import { pseudoMessage } from './pseudo';
import { createTranslator } from './translator';

describe('the pseudo-locale', () => {
  it('accents every letter and makes the text about 30% longer, between brackets', () => {
    const english = 'Plan budget-friendly getaways.';
    const pseudo = pseudoMessage(english);
    expect(pseudo).toBe('⟦Þļáñ ƀúðĝéţ-ƒŕíéñðļý ĝéţáŵáýš.~~~~~~~~~⟧');
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(english.length * 1.3));
    expect(pseudo).not.toMatch(/[A-Za-z]/);
  });

  it('keeps placeholders, plurals and tags as they are', () => {
    const message =
      '{count, plural, one {# night} other {# nights}} in {place}, <link>see more</link>';
    const pseudo = pseudoMessage(message);
    expect(pseudo).toContain('{place}');
    expect(pseudo).toContain('<link>');
    const t = createTranslator('en-XA', { 'test.pseudo': pseudo } as never);
    const parts = t.rich('test.pseudo' as never, {
      count: 2,
      place: 'Lisbon',
      link: (chunks: unknown[]) => `[${chunks.join('')}]`,
    });
    const padding = '~'.repeat(Math.ceil(message.length * 0.3));
    expect(parts.join('')).toBe(`⟦2 ñíĝĥţš íñ Lisbon, [šéé ɱóŕé]${padding}⟧`);
  });
});
