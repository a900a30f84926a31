import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, useLocation } from 'react-router';

const TABS = [
  { label: 'My Trips', to: '/my-trip' },
  { label: 'Explore', to: '/explore' },
  { label: 'Past', to: '/previous-trips' },
] as const;

/** The three trip tabs; the selected one follows the current path. */
export function TripTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));

  return (
    <Box
      component="nav"
      aria-label="Trips"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs value={current?.to ?? false} variant="fullWidth" sx={{ maxWidth: 720, mx: 'auto' }}>
        {TABS.map((tab) => (
          <Tab
            key={tab.to}
            label={tab.label}
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
