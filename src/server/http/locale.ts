import { type Locale, negotiateLocale } from '#shared/i18n/locales';

/**
 * The language a request is answered in (docs/I18N.md): the first of its `Accept-Language` the
 * app speaks, else English. The client sends the language on screen with every call
 * (lib/api-client.ts); mails and notifications use the traveller's profile instead.
 */
export function requestLocale(request: {
  headers: { 'accept-language'?: string | string[] | undefined };
}): Locale {
  const header = request.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header);
}
