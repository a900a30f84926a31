import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BackButton } from '#client/components/back-button';
import { useDocumentTitle } from '#client/components/use-document-title';

const POINTS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Every cost in one total',
    text: 'Airfare, lodging, car rental and other expenses add up to one figure per trip.',
    icon: <AttachMoneyIcon />,
  },
  {
    title: 'Compare dates',
    text: 'See how the same getaway costs on different dates before you commit.',
    icon: <CalendarMonthIcon />,
  },
  {
    title: 'Compare places',
    text: 'Weigh destinations side by side and keep the favourites in wishlists.',
    icon: <PlaceIcon />,
  },
];

/** About: what the product is for, and Back to My trips. */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <BackButton />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 800 }}>
        About Getaway Planner
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', mt: 2, mb: 2 }}>
        Getaway Planner helps you plan budget-friendly trips. It tracks and compares the total cost
        of your trips — airfare, lodging, car rental and other expenses — across dates and
        locations, so you can see which getaway gives you the most for your money.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Search a place and create a trip for it, favourite the trips you like and group them into
        wishlists, check the weather and suggested things to do, and look back on the trips you have
        taken.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {POINTS.map((point) => (
          <Paper
            component="li"
            key={point.title}
            variant="outlined"
            sx={{ p: 3, borderRadius: '20px' }}
          >
            <Stack spacing={1.5}>
              <Box
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: '12px',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: '#e6ecf7',
                  color: 'primary.main',
                }}
              >
                {point.icon}
              </Box>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                {point.title}
              </Typography>
              <Typography color="text.secondary">{point.text}</Typography>
            </Stack>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
