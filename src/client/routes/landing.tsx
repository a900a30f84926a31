import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '#client/components/brand-logo';
import { useDocumentTitle } from '#client/components/use-document-title';
import { useSession } from '#client/app/session';
import { type MessageKey, richText, useI18n } from '#client/lib/i18n';

const STEPS: { title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  {
    title: 'landing.stepDiscoverTitle',
    text: 'landing.stepDiscoverText',
    icon: <TravelExploreIcon fontSize="large" />,
  },
  {
    title: 'landing.stepPlanTitle',
    text: 'landing.stepPlanText',
    icon: <FavoriteBorderIcon fontSize="large" />,
  },
  {
    title: 'landing.stepGoTitle',
    text: 'landing.stepGoText',
    icon: <FlightTakeoffIcon fontSize="large" />,
  },
];

/** A sunset over mountains and sea, drawn in SVG so the page needs no photo. */
function PostcardScene() {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 180"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      sx={{ display: 'block', width: '100%', height: '100%' }}
    >
      <defs>
        <linearGradient id="landing-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff9a62" />
          <stop offset="0.55" stopColor="#ffcf86" />
          <stop offset="1" stopColor="#ffe7b8" />
        </linearGradient>
        <linearGradient id="landing-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b7a9b" />
          <stop offset="1" stopColor="#12426b" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#landing-sky)" />
      <circle cx="226" cy="92" r="30" fill="#fff4d6" />
      <path d="M0 120 L60 62 L104 104 L150 54 L214 120 Z" fill="#5b4a7a" />
      <path d="M120 120 L190 78 L240 110 L280 84 L320 112 L320 120 Z" fill="#7a5f8f" />
      <rect y="118" width="320" height="62" fill="url(#landing-sea)" />
      <path
        d="M30 138 h40 M120 150 h60 M220 140 h50 M250 160 h40"
        stroke="#8fd3e8"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
    </Box>
  );
}

/** What a saved trip looks like in the app, as the hero's picture. */
function TripPreviewCard() {
  const { t, f } = useI18n();
  return (
    <Paper
      elevation={12}
      sx={{
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        overflow: 'hidden',
        borderRadius: '24px',
        transform: { md: 'rotate(2deg)' },
      }}
    >
      <Box sx={{ position: 'relative', height: 190 }}>
        <PostcardScene />
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            right: 12,
            bgcolor: 'rgba(255,255,255,0.92)',
            borderRadius: '50%',
            width: 36,
            height: 36,
            display: 'grid',
            placeItems: 'center',
            color: '#e53935',
          }}
        >
          <FavoriteIcon fontSize="small" />
        </Box>
      </Box>
      <Box sx={{ p: 2.5 }}>
        <Typography sx={{ fontWeight: 700 }}>Santa Barbara, CA, United States</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('landing.previewDates', {
            start: f.monthDay('2026-06-12'),
            end: f.monthDay('2026-06-18'),
          })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1.25,
              py: 0.5,
              borderRadius: 5,
              bgcolor: '#fff4d6',
              color: '#7a4d00',
              fontSize: '0.85rem',
              fontWeight: 600,
            }}
          >
            <WbSunnyIcon sx={{ fontSize: 18 }} />{' '}
            {t('landing.previewWeather', { temperature: f.number(24.5) })}
          </Box>
          <Box
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              px: 1.25,
              py: 0.5,
              borderRadius: 5,
              bgcolor: '#e6ecf7',
              color: 'primary.main',
              fontSize: '0.85rem',
              fontWeight: 600,
            }}
          >
            {t('landing.previewBudget')}
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}

/** The landing page: the promise, how it works, and the way in. */
export function LandingPage() {
  useDocumentTitle();
  const { session } = useSession();
  const { t } = useI18n();
  const isAnonymous = session.status === 'anonymous';

  return (
    <>
      <Box
        component="section"
        aria-labelledby="landing-title"
        sx={{
          color: '#fff',
          background:
            'radial-gradient(circle at 85% 15%, rgba(255,179,0,0.28), transparent 45%), linear-gradient(135deg, #0b1f44 0%, #16396f 55%, #1f6f8b 100%)',
          pb: { xs: 6, md: 10 },
        }}
      >
        <Container maxWidth="lg">
          {isAnonymous ? (
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', py: 2 }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <BrandLogo size={32} />
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                  Getaway Planner
                </Typography>
              </Stack>
              <Button component={RouterLink} to="/login" color="inherit" sx={{ minHeight: 44 }}>
                {t('landing.logIn')}
              </Button>
            </Stack>
          ) : (
            <Box sx={{ height: 24 }} />
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
              gap: { xs: 5, md: 6 },
              alignItems: 'center',
              pt: { xs: 3, md: 6 },
            }}
          >
            <Box>
              <Typography
                variant="overline"
                component="p"
                sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 2 }}
              >
                {t('landing.overline')}
              </Typography>
              <Typography
                id="landing-title"
                variant="h1"
                sx={{
                  fontSize: { xs: '2.4rem', sm: '3.2rem', md: '3.8rem' },
                  fontWeight: 800,
                  lineHeight: 1.08,
                  letterSpacing: '-0.02em',
                  mb: 2.5,
                }}
              >
                {t('landing.title')}
              </Typography>
              <Typography
                sx={{
                  fontSize: { xs: '1.05rem', md: '1.2rem' },
                  opacity: 0.9,
                  maxWidth: 520,
                  mb: 4,
                }}
              >
                {t('landing.intro')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button
                  component={RouterLink}
                  to="/login"
                  variant="contained"
                  color="secondary"
                  size="large"
                  sx={{ px: 4, py: 1.5, fontSize: '1.05rem' }}
                >
                  {t('landing.getStarted')}
                </Button>
                <Button
                  component={RouterLink}
                  to="/discover"
                  variant="outlined"
                  color="inherit"
                  size="large"
                  sx={{ px: 4, py: 1.5, fontSize: '1.05rem', borderColor: 'rgba(255,255,255,0.6)' }}
                >
                  {t('landing.tryFilter')}
                </Button>
              </Stack>
            </Box>
            <TripPreviewCard />
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="how-it-works" sx={{ py: { xs: 7, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography
            id="how-it-works"
            variant="h2"
            sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, fontWeight: 800, textAlign: 'center' }}
          >
            {t('landing.howItWorks')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 5 }}>
            {t('landing.howItWorksText')}
          </Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
              gap: 3,
            }}
          >
            {STEPS.map((step, index) => (
              <Paper
                component="li"
                key={step.title}
                variant="outlined"
                sx={{ p: { xs: 3, md: 4 }, borderRadius: '20px', position: 'relative' }}
              >
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      borderRadius: '16px',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: '#e6ecf7',
                      color: 'primary.main',
                    }}
                  >
                    {step.icon}
                  </Box>
                  <Typography
                    aria-hidden="true"
                    sx={{ fontSize: '2.2rem', fontWeight: 800, color: 'divider', ml: 'auto' }}
                  >
                    {index + 1}
                  </Typography>
                </Stack>
                <Typography variant="h3" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1 }}>
                  {t(step.title)}
                </Typography>
                <Typography color="text.secondary">{t(step.text)}</Typography>
              </Paper>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="landing-cta" sx={{ pb: { xs: 7, md: 10 } }}>
        <Container maxWidth="md">
          <Paper
            sx={{
              p: { xs: 4, md: 6 },
              borderRadius: '28px',
              textAlign: 'center',
              color: '#fff',
              background: 'linear-gradient(120deg, #0b1f44, #1f6f8b)',
            }}
          >
            <Typography
              id="landing-cta"
              variant="h2"
              sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, mb: 1 }}
            >
              {t('landing.ctaTitle')}
            </Typography>
            <Typography sx={{ opacity: 0.9, mb: 3 }}>{t('landing.ctaText')}</Typography>
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              color="secondary"
              size="large"
              sx={{ px: 4, py: 1.5 }}
            >
              {t('landing.startPlanning')}
            </Button>
            <Typography variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
              {richText(t, 'landing.newHere', {
                link: (chunks) => (
                  <Link component={RouterLink} to="/register" color="inherit">
                    {chunks}
                  </Link>
                ),
              })}
            </Typography>
          </Paper>
        </Container>
      </Box>
    </>
  );
}
