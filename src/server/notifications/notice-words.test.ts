import { describe, expect, it } from 'vitest';
import { noticeBody, noticeTitle } from '#server/features/watches/watches.notices';
import { formatsOf, translatorFor } from '#server/i18n';
import { composeNoticeMail } from './mail';
import { wordNotice } from './notice-words';
import { createStreams } from './streams';
import { withChange } from './trip-notice-text';

const body = withChange(
  withChange(withChange('', 'Grace', 'added a cost line'), 'Grace', 'changed the plan'),
  'Mary Ann',
  'joined the trip',
);
const notice = { kind: 'trip_activity', title: 'Changes to Lisbon, Portugal', body };

describe("a trip's notice in its reader's language", () => {
  it('is kept word for word in English', () => {
    expect(wordNotice(notice, translatorFor(null))).toEqual({
      title: 'Changes to Lisbon, Portugal',
      body: 'Grace added a cost line and changed the plan. Mary Ann joined the trip.',
    });
  });

  it('reads in French, the place and the names as they are', () => {
    expect(wordNotice(notice, translatorFor('fr'))).toEqual({
      title: 'Modifications du voyage à Lisbon, Portugal',
      body: 'Grace a ajouté un poste de dépense et a modifié le programme. Mary Ann a rejoint le voyage.',
    });
  });

  it('reads in Arabic, with a companion who has no name', () => {
    const unnamed = { ...notice, body: withChange('', 'A companion', 'removed a booking') };
    expect(wordNotice(unnamed, translatorFor('ar'))).toEqual({
      title: 'تغييرات على الرحلة إلى Lisbon, Portugal',
      body: 'رفيق سفر حذف حجزًا.',
    });
  });

  it('leaves a text it did not make, and a price watch’s notice, as they are', () => {
    const odd = { kind: 'trip_activity', title: 'Hello', body: 'Something else happened.' };
    expect(wordNotice(odd, translatorFor('de'))).toEqual({ title: 'Hello', body: odd.body });
    const watch = { kind: 'watch_price_drop', title: 'Lisbon: now $412 a person', body: 'x' };
    expect(wordNotice(watch, translatorFor('de'))).toEqual({ title: watch.title, body: 'x' });
  });
});

describe("a notice's e-mail", () => {
  const mail = {
    to: 'ana@example.com',
    url: 'https://app.example/trips/1',
    unsubscribePageUrl: 'https://app.example/unsubscribe?token=t',
    unsubscribeUrl: 'https://app.example/api/notifications/unsubscribe?token=t',
  };

  it('is in German for a German reader: subject, text and HTML', () => {
    const words = wordNotice(notice, translatorFor('de'));
    const composed = composeNoticeMail({ ...mail, ...words, locale: 'de' }, 'Getaway <n@x.test>');
    expect(composed.subject).toBe('Änderungen an der Reise nach Lisbon, Portugal');
    expect(composed.text).toBe(
      'Grace hat einen Kostenposten hinzugefügt und hat den Plan geändert. ' +
        'Mary Ann hat sich der Reise angeschlossen.\n\n' +
        'Öffnen: https://app.example/trips/1\n\n' +
        'Diese E-Mails abbestellen: https://app.example/unsubscribe?token=t\n',
    );
    expect(composed.html).toContain('>Öffnen</a>');
    expect(composed.html).toContain('>Diese E-Mails abbestellen</a>');
  });

  it('is marked right to left in Arabic', () => {
    const composed = composeNoticeMail({ ...mail, ...notice, locale: 'ar' }, 'Getaway <n@x.test>');
    expect(composed.html.startsWith('<div dir="rtl" lang="ar"><p>')).toBe(true);
    expect(composed.html).toContain('>افتحه</a>');
  });

  it('is in English as before without a language', () => {
    const composed = composeNoticeMail({ ...mail, ...notice }, 'Getaway <n@x.test>');
    expect(composed.subject).toBe('Changes to Lisbon, Portugal');
    expect(composed.html.startsWith('<p>Grace added')).toBe(true);
    expect(composed.text).toBe(
      `${body}\n\nOpen it: https://app.example/trips/1\n\n` +
        'Stop these e-mails: https://app.example/unsubscribe?token=t\n',
    );
  });
});

describe("a price watch's notice in its owner's language", () => {
  const usd = (amount: number) => ({ amount, currency: 'USD' as const });
  const price = {
    start: '2027-03-09',
    end: '2027-03-12',
    total: { low: usd(98_000), mid: usd(118_000), high: usd(148_000) },
    perPerson: usd(59_000),
    quotes: [],
    estimated: true,
    longWeekend: null,
    sources: [],
  };
  const german = { t: translatorFor('de'), f: formatsOf('de') };

  it('is worded in German with German money and dates, the cap included', () => {
    expect(noticeTitle('Lisbon, Portugal', price, german)).toBe(
      'Lisbon, Portugal: jetzt 590\u00a0$ pro Person',
    );
    expect(noticeBody(price, 2, usd(60_000), german)).toBe(
      'Am günstigsten: 9. März bis 12. März, 3 Nächte, 2 Reisende: insgesamt 1.180\u00a0$. ' +
        'Eine Schätzung: 980\u00a0$ bis 1.480\u00a0$. Dein Limit: 600\u00a0$ pro Person.',
    );
  });

  it('reads as before in English', () => {
    expect(noticeBody(price, 2, usd(60_000))).toBe(
      'Cheapest: Mar 9 to Mar 12, 3 nights, 2 travellers: $1,180 in all. An estimate: $980 to $1,480. Your cap: $600 a person.',
    );
  });
});

describe('a notice on open pages', () => {
  it('is worded in each page’s language when the traveller chose none', () => {
    const streams = createStreams();
    const pages = { de: { written: '' }, fr: { written: '' } };
    for (const [language, page] of Object.entries(pages)) {
      const response = {
        writableEnded: false,
        writableLength: 0,
        write: (text: string) => (page.written += text),
        on: () => undefined,
        end: () => undefined,
      };
      streams.open('ada', response as never, Date.now() + 60_000, language as 'de' | 'fr');
    }
    streams.sendNotice('ada', (language) => ({
      _id: 'n1',
      kind: 'trip_activity',
      ...wordNotice(notice, translatorFor(language)),
      link: '/trips/1',
      tripId: null,
      watchId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      readAt: null,
    }));
    streams.closeAll();
    expect(pages.de.written).toContain('"title":"Änderungen an der Reise nach Lisbon, Portugal"');
    expect(pages.fr.written).toContain('"title":"Modifications du voyage à Lisbon, Portugal"');
  });
});
