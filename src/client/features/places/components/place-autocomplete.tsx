import PlaceIcon from '@mui/icons-material/Place';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Paper, { type PaperProps } from '@mui/material/Paper';
import { createContext, useContext, useState } from 'react';
import type { z } from 'zod';
import type { placeSuggestionSchema } from '#shared/contracts/places';
import { useI18n } from '#client/lib/i18n';
import { usePlaceSuggestions } from '../api';
import { useDebouncedValue } from '../use-debounced-value';

export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

const DEBOUNCE_MS = 250;

const AttributionContext = createContext<string | undefined>(undefined);

/** The suggestions' popup, with the data's credit under the list (where place data appears). */
function SuggestionsPaper({ children, ...props }: PaperProps) {
  const attribution = useContext(AttributionContext);
  return (
    <Paper {...props}>
      {children}
      {attribution ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {attribution}
        </Typography>
      ) : null}
    </Paper>
  );
}

interface PlaceAutocompleteProps {
  sessionToken: string;
  onPick(place: PlaceSuggestion | null): void;
  label?: string;
  autoFocus?: boolean;
}

/**
 * The place search: a combobox with a listbox, arrow keys and Enter,
 * debounced, and stale requests aborted. The data's credit shows where suggestions appear.
 */
export function PlaceAutocomplete({
  sessionToken,
  onPick,
  label,
  autoFocus = false,
}: PlaceAutocompleteProps) {
  const { t } = useI18n();
  const [input, setInput] = useState('');
  const [value, setValue] = useState<PlaceSuggestion | null>(null);
  const debouncedInput = useDebouncedValue(input, DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(debouncedInput, sessionToken);
  // Typing something new must not keep showing the answers to what was typed before.
  const isCurrent = input.trim() !== '' && value?.description !== input;
  // Only answers to exactly what is typed are offered: while the next answer is on its way the
  // list is empty, so the highlighted option, and what Enter picks, is never a stale one.
  const isFresh =
    input === debouncedInput && !suggestions.isPlaceholderData && !suggestions.isFetching;
  const options = isCurrent && isFresh ? (suggestions.data?.suggestions ?? []) : [];
  const isLoading = isCurrent && !isFresh;
  const attribution = suggestions.data?.attribution;

  return (
    <AttributionContext.Provider value={options.length > 0 ? attribution : undefined}>
      <Autocomplete<PlaceSuggestion>
        slots={{ paper: SuggestionsPaper }}
        options={options}
        value={value}
        inputValue={input}
        // The server ranks the suggestions; filtering them again would hide some.
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.description}
        isOptionEqualToValue={(option, current) => option.placeId === current.placeId}
        autoHighlight
        noOptionsText={t(input.trim() === '' ? 'places.typeName' : 'places.noneFound')}
        loading={isLoading}
        loadingText={t('places.searching')}
        clearText={t('places.clear')}
        openText={t('places.open')}
        closeText={t('places.close')}
        onInputChange={(_event, next) => setInput(next)}
        onChange={(_event, next) => {
          setValue(next);
          onPick(next);
        }}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
            <PlaceIcon fontSize="small" color="action" aria-hidden="true" />
            <span>{option.description}</span>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label ?? t('places.searchLabel')}
            autoFocus={autoFocus}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {isLoading ? <CircularProgress color="inherit" size={18} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
    </AttributionContext.Provider>
  );
}
