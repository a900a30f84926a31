import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** The two fixed sample cards of the placeholder: fake dates and '$1,500' (docs/PRODUCT-RULES.md#cost-plan). */
const SAMPLE_INSTANCES = [
  { id: 'sample-1', dates: 'Jun 12 – Jun 19', amount: '$1,500' },
  { id: 'sample-2', dates: 'Sep 3 – Sep 10', amount: '$1,500' },
];

export const TRIP_INSTANCES_MESSAGE = 'Trip Instances are coming soon.';

/**
 * The Trip Instances panel is a placeholder only; its button and cards
 * raise an alert, shown in the page (docs/PRODUCT-RULES.md#messages). Real cost tracking
 * replaces it later (docs/PRODUCT-RULES.md#cost-plan).
 */
export function TripInstancesPlaceholder() {
  const [message, setMessage] = useState<string | null>(null);
  const raise = (text: string) => setMessage(text);

  return (
    <Box component="section" aria-labelledby="trip-instances-heading">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Typography
          id="trip-instances-heading"
          component="h2"
          variant="h6"
          sx={{ fontWeight: 700 }}
        >
          Trip Instances
        </Typography>
        <Button variant="contained" onClick={() => raise(TRIP_INSTANCES_MESSAGE)}>
          + Create
        </Button>
      </Box>
      {message ? (
        <Alert severity="info" role="alert" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
        }}
      >
        {SAMPLE_INSTANCES.map((instance) => (
          <Card key={instance.id} variant="outlined">
            <CardActionArea onClick={() => raise(TRIP_INSTANCES_MESSAGE)}>
              <CardContent>
                <Typography color="text.secondary">{instance.dates}</Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {instance.amount}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Sample
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
