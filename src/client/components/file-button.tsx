import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden';

/**
 * A button that opens the file chooser. The file field itself takes the focus (hidden from the
 * eye only), so Tab reaches it and Space or Enter opens the chooser; the button shows its focus.
 */
export function FileButton({
  children,
  accept,
  label,
  disabled = false,
  onFile,
  variant = 'text',
  size = 'medium',
  startIcon,
}: {
  children: ReactNode;
  accept: string;
  /** The field's name for a screen reader, when the button's text is not enough. */
  label?: string;
  disabled?: boolean;
  onFile(file: File): void;
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
  startIcon?: ReactNode;
}) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      disabled={disabled}
      variant={variant}
      size={size}
      startIcon={startIcon}
      sx={{
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
      <Box
        component="input"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        sx={visuallyHidden}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
