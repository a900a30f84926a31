import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from './brand-logo';

/** The card the login and register forms sit in, on the brand gradient. */
export function AuthCard({
  title,
  subtitle,
  children,
  maxWidth = 440,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Box
      sx={{
        minHeight: '100%',
        px: 2,
        py: { xs: 3, sm: 6 },
        background:
          'linear-gradient(180deg, #0b1f44 0, #16396f 220px, transparent 220px, transparent 100%)',
      }}
    >
      <Stack
        component={RouterLink}
        to="/"
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          justifyContent: 'center',
          color: '#fff',
          textDecoration: 'none',
          mb: 3,
          mx: 'auto',
          width: 'fit-content',
          minHeight: 44,
        }}
      >
        <BrandLogo size={32} />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem' }}>
          Getaway Planner
        </Typography>
      </Stack>
      <Paper elevation={6} sx={{ maxWidth, mx: 'auto', p: { xs: 3, sm: 5 }, borderRadius: '20px' }}>
        <Typography variant="h1" sx={{ fontSize: '1.9rem', fontWeight: 800, mb: 0.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
