import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';
import { type MessageKey, useI18n } from '#client/lib/i18n';

const TABS = [
  { label: 'app.tabMyTrips', to: '/my-trip' },
  { label: 'app.tabExplore', to: '/explore' },
  { label: 'app.tabPast', to: '/previous-trips' },
] as const satisfies readonly { label: MessageKey; to: string }[];

/** The three trip tabs; the selected one follows the current path. */
export function TripTabs() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const current = TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));

  return (
    <Box
      component="nav"
      aria-label={t('app.tripsNav')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs value={current?.to ?? false} variant="fullWidth" sx={{ maxWidth: 720, mx: 'auto' }}>
        {TABS.map((tab) => (
          <Tab
            key={tab.to}
            label={t(tab.label)}
            value={tab.to}
            component={RouterLink}
            to={tab.to}
            aria-current={current?.to === tab.to ? 'page' : undefined}
            sx={{ minHeight: 52, fontSize: '0.95rem' }}
          />
        ))}
      </Tabs>
    </Box>
  );
}
