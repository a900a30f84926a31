import { createTheme } from '@mui/material/styles';

/** Dark navy primary (spec point 9); system fonts, since nothing is fetched from the internet. */
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
});
