// MUI's own texts in this language, a file of its own (app/theme.ts).
export { deDE as muiTexts } from '@mui/material/locale';
