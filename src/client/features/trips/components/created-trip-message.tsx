import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { richText, useI18n } from '#client/lib/i18n';

/** The trip just created, handed to the next screen in the navigation's state. */
export interface CreatedTrip {
  _id: string;
  name: string;
}

function createdTripOf(state: unknown): CreatedTrip | null {
  if (typeof state !== 'object' || state === null || !('createdTrip' in state)) return null;
  const trip = (state as { createdTrip: unknown }).createdTrip;
  if (typeof trip !== 'object' || trip === null) return null;
  const { _id, name } = trip as Record<string, unknown>;
  return typeof _id === 'string' && typeof name === 'string' ? { _id, name } : null;
}

/** After Create, the traveller sees the trip they made: its name and a link to it. */
export function CreatedTripMessage() {
  const { t } = useI18n();
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const trip = createdTripOf(location.state);
  if (!trip || dismissed === trip._id) return null;
  return (
    <Alert
      severity="success"
      role="alert"
      onClose={() => setDismissed(trip._id)}
      sx={{ mb: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {richText(t, 'trips.createdMessage', {
        name: trip.name,
        link: (chunks) => (
          <Link
            component={RouterLink}
            to={`/trips/${trip._id}`}
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            {chunks}
          </Link>
        ),
      })}
    </Alert>
  );
}
