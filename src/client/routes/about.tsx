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
import { type MessageKey, useI18n } from '#client/lib/i18n';

const POINTS: { title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  {
    title: 'about.totalTitle',
    text: 'about.totalText',
    icon: <AttachMoneyIcon />,
  },
  {
    title: 'about.datesTitle',
    text: 'about.datesText',
    icon: <CalendarMonthIcon />,
  },
  {
    title: 'about.placesTitle',
    text: 'about.placesText',
    icon: <PlaceIcon />,
  },
];

/** About: what the product is for, and Back to My trips. */
export function AboutPage() {
  const { t } = useI18n();
  useDocumentTitle(t('about.documentTitle'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <BackButton />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 800 }}>
        {t('about.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', mt: 2, mb: 2 }}>{t('about.intro')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('about.more')}
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
                {t(point.title)}
              </Typography>
              <Typography color="text.secondary">{t(point.text)}</Typography>
            </Stack>
          </Paper>
        ))}
      </Box>
    </Container>
  );
}
