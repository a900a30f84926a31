import { createTheme } from '@mui/material/styles';

/** Dark navy primary; system fonts, since nothing is fetched from the internet. */
export const theme = createTheme({
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
});
