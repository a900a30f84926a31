// MUI's own texts in this language, a file of its own (app/theme.ts).
export { itIT as muiTexts } from '@mui/material/locale';
