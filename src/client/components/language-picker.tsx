import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { MouseEvent } from 'react';
import { useI18n, useSetLocale } from '#client/lib/i18n';
import { LANG_KEY } from '#client/lib/locale-choice';
import { type Locale, LOCALE_NAMES, LOCALES } from '#shared/i18n/locales';

/**
 * The languages as links, on the public pages (docs/I18N.md): each is `?lang=xx`, so the picker
 * works on a page drawn at build time with no script (the server sends that page in the
 * language); with the app running a click switches in place.
 */
export function LanguageLinks() {
  const { t, locale } = useI18n();
  const setLocale = useSetLocale();
  function handleClick(event: MouseEvent<HTMLAnchorElement>, code: Locale) {
    // With `?lang=` in the address the page load must name the new language, or a reload would
    // go back; otherwise the app switches without one.
    if (new URLSearchParams(window.location.search).has(LANG_KEY)) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void setLocale(code);
  }
  return (
    <Box
      component="nav"
      aria-label={t('language.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5 }}
    >
      {LOCALES.map((code) => (
        <Link
          key={code}
          href={`?${LANG_KEY}=${code}`}
          hrefLang={code}
          lang={code}
          variant="body2"
          color="text.secondary"
          underline={code === locale ? 'none' : 'hover'}
          aria-current={code === locale ? 'true' : undefined}
          // A target a finger can hit: 32 px high, never closer than 24 px to the next.
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 32,
            px: 0.5,
            ...(code === locale ? { fontWeight: 600, color: 'text.primary' } : {}),
          }}
          onClick={(event) => handleClick(event, code)}
        >
          {LOCALE_NAMES[code]}
        </Link>
      ))}
    </Box>
  );
}

/**
 * A choice of language for a form (the profile): each language named in itself, and '' for
 * "the browser's language".
 */
export function LanguageSelect({
  value,
  onChange,
  disabled = false,
  helperText,
}: {
  value: Locale | '';
  onChange: (value: Locale | '') => void;
  disabled?: boolean;
  helperText?: string;
}) {
  const { t } = useI18n();
  return (
    <TextField
      select
      fullWidth
      name="locale"
      label={t('language.label')}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value as Locale | '')}
    >
      <MenuItem value="">{t('language.browserDefault')}</MenuItem>
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
