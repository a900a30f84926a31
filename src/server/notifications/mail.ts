import type { Transporter } from 'nodemailer';
import type { Config } from '#server/config';
import { isRightToLeft, type DisplayLocale } from '#shared/i18n/locales';
import { translatorFor } from '#server/i18n';

/** A notice as an e-mail carries it. */
export interface NoticeMail {
  to: string;
  /** The reader's language (users.locale) for the mail's own words; null or absent is English. */
  locale?: string | null;
  title: string;
  body: string;
  /** The notice's page, absolute. */
  url: string;
  /** The page that turns e-mail off, absolute. */
  unsubscribePageUrl: string;
  /** The one-click POST target (RFC 8058), absolute. */
  unsubscribeUrl: string;
}

export interface Mailer {
  send(mail: NoticeMail): Promise<void>;
  close(): void;
}

/** Bounds on a slow or silent mail server: a notice is never held up for long. */
const MAIL_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Arabic is written right to left: its HTML says so; every other language's is as it was. */
const inDirection = (locale: DisplayLocale, html: string) =>
  isRightToLeft(locale) ? `<div dir="rtl" lang="${locale}">${html}</div>` : html;

/** Subject, text and HTML bodies and the one-click unsubscribe headers of a notice's e-mail. */
export function composeNoticeMail(mail: NoticeMail, from: string) {
  const t = translatorFor(mail.locale);
  const openIt = t('mail.openIt');
  const stop = t('mail.stopEmails');
  return {
    from,
    to: mail.to,
    subject: mail.title,
    text: `${mail.body}\n\n${openIt}: ${mail.url}\n\n${stop}: ${mail.unsubscribePageUrl}\n`,
    html: inDirection(
      t.locale,
      `<p>${escapeHtml(mail.body)}</p>` +
        `<p><a href="${escapeHtml(mail.url)}">${escapeHtml(openIt)}</a></p>` +
        `<p style="font-size:small"><a href="${escapeHtml(mail.unsubscribePageUrl)}">${escapeHtml(stop)}</a></p>`,
    ),
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sends notices through SMTP_URL as MAIL_FROM; undefined when either is not set. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | undefined {
  const { SMTP_URL: url, MAIL_FROM: from } = config;
  if (!url || !from) return undefined;
  // nodemailer is loaded with the first e-mail, not at start (docs/PERFORMANCE.md: start to healthy).
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...MAIL_TIMEOUTS }),
    ));
  return {
    async send(mail) {
      await (await transportOnce()).sendMail(composeNoticeMail(mail, from));
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
