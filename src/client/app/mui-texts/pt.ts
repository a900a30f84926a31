// MUI's own texts in this language, a file of its own (app/theme.ts).
export { ptPT as muiTexts } from '@mui/material/locale';
