import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSession } from '#client/app/session';
import { BrandLogo } from './brand-logo';
import { visuallyHidden } from './visually-hidden';
import { useI18n } from '#client/lib/i18n';

/**
 * On a phone or a tablet only the icon shows (the links and the bell then fit); the label stays as
 * the accessible name.
 */
function ResponsiveLabel({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
      {children}
    </Box>
  );
}

const navButtonSx = {
  color: 'inherit',
  minWidth: { xs: 44, md: 64 },
  minHeight: 44,
  px: { xs: 1, md: 1.5 },
  '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
};

/** The logged-in header: logo to My trips, About, the notifications bell, Profile and Logout. */
export function AppHeader({ userId, bell }: { userId: string; bell?: ReactNode }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { t } = useI18n();

  async function handleLogout() {
    await logout();
    await navigate('/');
  }

  return (
    <AppBar position="static" component="header" elevation={0}>
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        <Button
          component={RouterLink}
          to="/my-trip"
          color="inherit"
          aria-label={t('app.homeLink')}
          sx={{ gap: 1, px: 1, minHeight: 44, fontSize: { xs: '1rem', sm: '1.15rem' } }}
        >
          <BrandLogo size={30} />
          {/* On a phone the logo alone, so every link of the header fits 360 px. */}
          <Box
            component="span"
            sx={(theme) => ({
              fontWeight: 700,
              whiteSpace: 'nowrap',
              [theme.breakpoints.down('sm')]: visuallyHidden,
            })}
          >
            Getaway Planner
          </Box>
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label={t('app.accountNav')}
          sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 } }}
        >
          <Button
            component={RouterLink}
            to="/watches"
            startIcon={<PriceCheckIcon />}
            sx={navButtonSx}
          >
            <ResponsiveLabel>{t('app.watches')}</ResponsiveLabel>
          </Button>
          <Button
            component={RouterLink}
            to="/about"
            startIcon={<InfoOutlinedIcon />}
            sx={navButtonSx}
          >
            <ResponsiveLabel>{t('app.about')}</ResponsiveLabel>
          </Button>
          {bell}
          <Button
            component={RouterLink}
            to={`/profile/${userId}`}
            startIcon={<AccountCircleIcon />}
            sx={navButtonSx}
          >
            <ResponsiveLabel>{t('app.profile')}</ResponsiveLabel>
          </Button>
          <Button startIcon={<LogoutIcon />} onClick={() => void handleLogout()} sx={navButtonSx}>
            <ResponsiveLabel>{t('app.logout')}</ResponsiveLabel>
          </Button>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
