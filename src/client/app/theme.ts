import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { type DisplayLocale, isRightToLeft } from '#shared/i18n/locales';
import { rightToLeftPlugin } from './right-to-left';

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

/**
 * MUI's own texts (pagination, "No options", …) in each language but English, MUI's own: a file
 * each, loaded with the language's messages, since each language's texts make a number formatter
 * when evaluated, which cost the app's start tens of milliseconds on a phone for all seven
 * (docs/PERFORMANCE.md).
 */
const MUI_TEXTS: Record<DisplayLocale, (() => Promise<{ muiTexts: object }>) | null> = {
  en: null,
  'en-XA': null,
  es: () => import('./mui-texts/es'),
  fr: () => import('./mui-texts/fr'),
  de: () => import('./mui-texts/de'),
  pt: () => import('./mui-texts/pt'),
  it: () => import('./mui-texts/it'),
  ar: () => import('./mui-texts/ar'),
};

const loadedTexts = new Map<DisplayLocale, object>();

/** Loads MUI's texts in a language, for `themeFor`: start.tsx does it with the messages. */
export async function loadThemeTexts(locale: DisplayLocale): Promise<void> {
  const load = MUI_TEXTS[locale];
  if (load && !loadedTexts.has(locale)) loadedTexts.set(locale, (await load()).muiTexts);
}

/** Whether `themeFor(locale)` has MUI's texts in that language. */
export function hasThemeTexts(locale: DisplayLocale): boolean {
  return !MUI_TEXTS[locale] || loadedTexts.has(locale);
}

const themes = new Map<DisplayLocale, Theme>();

/**
 * The theme in a language: its direction (Arabic mirrors the layout) and MUI's own texts, once
 * loaded (`loadThemeTexts`); until then MUI's English ones, in a theme not kept.
 */
export function themeFor(locale: DisplayLocale): Theme {
  const made = themes.get(locale);
  if (made) return made;
  const theme = createTheme(
    { ...options, direction: isRightToLeft(locale) ? 'rtl' : 'ltr' },
    loadedTexts.get(locale) ?? {},
  );
  if (hasThemeTexts(locale)) themes.set(locale, theme);
  return theme;
}

/** The English theme. */
export const theme = themeFor('en');

/**
 * Styles written right to left: emotion flips each left and right (margin, padding, position)
 * through the RTL plugin (docs/I18N.md). Left-to-right pages use emotion's default cache.
 */
export function rightToLeftCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [rightToLeftPlugin] });
}
