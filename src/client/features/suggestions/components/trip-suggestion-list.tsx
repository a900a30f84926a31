import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { wordSuggestion, wordSuggestionSource } from '#shared/domain/suggestion-wording';
import { useI18n } from '#client/lib/i18n';
import { useTripSuggestions } from '../api';

/**
 * The best times to visit a place. A failure is logged only and shows nothing, so
 * the traveller can still create the trip.
 */
export function TripSuggestionList({ location }: { location: string }) {
  const { t, f } = useI18n();
  const suggestions = useTripSuggestions(location);
  if (suggestions.isPending) {
    return (
      <Box aria-hidden="true">
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="80%" />
      </Box>
    );
  }
  if (suggestions.isError || suggestions.data.tripSuggestions.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="trip-suggestion-heading">
      <Typography
        id="trip-suggestion-heading"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {t('suggestions.bestTimes')}
      </Typography>
      <List dense disablePadding>
        {suggestions.data.tripSuggestions.map((suggestion) => {
          const words = wordSuggestion(t, f, suggestion);
          return (
            <ListItem
              key={`${suggestion.season}-${suggestion.months}`}
              disableGutters
              sx={{ display: 'block', py: 0.75 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {words.season} · {words.months}
              </Typography>
              <Typography variant="body2">{words.reason}</Typography>
              <Typography variant="body2" color="text.secondary">
                {words.description}
              </Typography>
            </ListItem>
          );
        })}
      </List>
      <Typography variant="caption" color="text.secondary">
        {wordSuggestionSource(t, suggestions.data)}
      </Typography>
    </Box>
  );
}
