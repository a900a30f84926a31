import createCache, { type EmotionCache } from '@emotion/cache';
import { arSD, deDE, enUS, esES, frFR, itIT, ptPT } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { type DisplayLocale, isRightToLeft } from '#shared/i18n/locales';

/** Dark navy primary; system fonts, since nothing is fetched from the internet. */
const options: ThemeOptions = {
  palette: {
    primary: { main: '#0b1f44', contrastText: '#ffffff' },
    secondary: { main: '#ffb300' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Headings receive focus after a navigation only to guide screen readers; no ring.
        'h1[tabindex="-1"]:focus': { outline: 'none' },
        // A map keeps its own direction in a right-to-left page (docs/I18N.md).
        '.leaflet-container': { direction: 'ltr' },
      },
    },
    MuiAutocomplete: {
      styleOverrides: {
        // The option Enter would pick must stand out clearly, by colour and by a bar.
        listbox: {
          '& .MuiAutocomplete-option': { borderLeft: '4px solid transparent' },
          '& .MuiAutocomplete-option.Mui-focused, & .MuiAutocomplete-option.Mui-focused[aria-selected="true"]':
            {
              backgroundColor: '#dbe4f5',
              borderLeftColor: '#0b1f44',
              color: '#0b1f44',
              fontWeight: 600,
            },
        },
      },
    },
  },
};

/** MUI's own texts (pagination, "No options", …) in each language. */
const MUI_TEXTS: Record<DisplayLocale, object> = {
  en: enUS,
  'en-XA': enUS,
  es: esES,
  fr: frFR,
  de: deDE,
  pt: ptPT,
  it: itIT,
  ar: arSD,
};

const themes = new Map<DisplayLocale, Theme>();

/** The theme in a language: its direction (Arabic mirrors the layout) and MUI's own texts. */
export function themeFor(locale: DisplayLocale): Theme {
  let made = themes.get(locale);
  if (!made) {
    made = createTheme(
      { ...options, direction: isRightToLeft(locale) ? 'rtl' : 'ltr' },
      MUI_TEXTS[locale],
    );
    themes.set(locale, made);
  }
  return made;
}

/** The English theme. */
export const theme = themeFor('en');

/**
 * Styles written right to left: emotion flips each left and right (margin, padding, position)
 * through the RTL plugin (docs/I18N.md). Left-to-right pages use emotion's default cache.
 */
export function rightToLeftCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
}
