import Box from '@mui/material/Box';

/** The paper-plane mark from the favicon, drawn inline so no image is fetched. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill="#ffffff" fillOpacity="0.14" />
      <path d="M14 40l36-16-10 24-6-9-9 5z" fill="#ffb300" />
    </Box>
  );
}
