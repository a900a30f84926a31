import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { richText, useI18n, type I18n, type MessageKey } from '#client/lib/i18n';
import {
  DISCOVER_LOCATIONS,
  PRICE_TIERS,
  REGION_NAME_KEYS,
  REGION_SLUGS,
  discoverStep,
  initialDiscoverState,
  type DateMode,
  type DiscoverState,
  type PriceTier,
} from './discover-options';

const STEP_LABELS: readonly MessageKey[] = [
  'discover.location',
  'discover.stepDates',
  'discover.stepBudget',
];

function WizardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3.5 }, borderRadius: '20px' }}
    >
      <Typography
        id={id}
        variant="h2"
        sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, fontWeight: 700, mb: 2 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const toggleSx = {
  px: { xs: 1, sm: 3 },
  flex: { xs: 1, sm: 'none' },
  whiteSpace: 'nowrap',
  minHeight: 48,
  textTransform: 'none',
  fontWeight: 600,
  fontSize: '1rem',
  '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
} as const;

function describeDates(state: DiscoverState, { t, f }: I18n): string {
  if (state.dateMode === 'anytime') return t('discover.datesAnytime');
  return t('discover.datesRange', { start: f.monthDay(state.start), end: f.monthDay(state.end) });
}

/** A location as the traveller reads it: its region's name in their language. */
function locationName(location: string, t: I18n['t']): string {
  const region = REGION_SLUGS[location];
  return region ? t(REGION_NAME_KEYS[region]) : location;
}

/**
 * Custom dates: neither in the past, and the end not before the start
 * (docs/PRODUCT-RULES.md#discover). Each field's message, or null when it is fine.
 */
export function customDateErrors(
  start: string,
  end: string,
  today: string,
  t: I18n['t'],
): { start: string | null; end: string | null } {
  return {
    start: start && start < today ? t('discover.startInPast') : null,
    end:
      end && end < today
        ? t('discover.endInPast')
        : start && end && end < start
          ? t('discover.endBeforeStart')
          : null,
  };
}

/**
 * The Discover filter wizard: location, then dates, then a price range. The three steps only gather choices and fetch nothing; `renderResults` draws what those
 * choices find, below the steps, once a price tier is chosen.
 */
export function DiscoverWizard({
  renderResults,
}: {
  renderResults?(choice: DiscoverState): ReactNode;
} = {}) {
  const i18n = useI18n();
  const { t } = i18n;
  const [state, setState] = useState<DiscoverState>(initialDiscoverState);
  const today = localCalendarDate();
  const dateErrors = customDateErrors(state.start, state.end, today, t);
  const startRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLSelectElement>(null);
  const step = discoverStep(state);

  // On the page drawn at build time the list works before the app arrives (public/start-on-use.js):
  // a location chosen then is in the list when the app takes the page over, so the wizard goes on
  // from it.
  useEffect(() => {
    const chosen = locationRef.current?.value;
    if (chosen && (DISCOVER_LOCATIONS as readonly string[]).includes(chosen)) {
      setState((current) => (current.location === '' ? { ...current, location: chosen } : current));
    }
  }, []);

  function patch(change: Partial<DiscoverState>) {
    setState((current) => ({ ...current, ...change }));
  }

  function handleDateMode(mode: DateMode | null) {
    if (mode === null) return;
    patch({ dateMode: mode, areDatesConfirmed: false });
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Stepper activeStep={step - 1} alternativeLabel aria-hidden="true">
          {STEP_LABELS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography
          role="status"
          aria-live="polite"
          sx={{ textAlign: 'center', mt: 1.5, color: 'text.secondary', fontWeight: 600 }}
        >
          {t('discover.stepStatus', {
            step,
            label: t(STEP_LABELS[step - 1] ?? 'discover.location'),
          })}
        </Typography>
      </Box>

      <WizardSection id="discover-location" title={t('discover.whereTitle')}>
        <TextField
          select
          label={t('discover.location')}
          name="location"
          fullWidth
          value={state.location}
          onChange={(event) => patch({ location: event.target.value })}
          inputRef={locationRef}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('discover.chooseLocation')}</option>
          {DISCOVER_LOCATIONS.map((location) => (
            <option key={location} value={location}>
              {locationName(location, t)}
            </option>
          ))}
        </TextField>
      </WizardSection>

      {step >= 2 ? (
        <WizardSection id="discover-dates" title={t('discover.whenTitle')}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={state.dateMode}
            onChange={(_, mode: DateMode | null) => handleDateMode(mode)}
            aria-label={t('discover.travelDates')}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            <ToggleButton value="anytime" sx={toggleSx}>
              {t('discover.anytime')}
            </ToggleButton>
            <ToggleButton value="custom" sx={toggleSx}>
              {t('discover.customDates')}
            </ToggleButton>
          </ToggleButtonGroup>
          {state.dateMode === 'custom' ? (
            <Box sx={{ mt: 3 }}>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  gap: 2,
                }}
              >
                <TextField
                  label={t('discover.startDate')}
                  type="date"
                  name="trip_start"
                  value={state.start}
                  onChange={(event) =>
                    patch({ start: event.target.value, areDatesConfirmed: false })
                  }
                  error={dateErrors.start !== null}
                  helperText={dateErrors.start ?? ' '}
                  inputRef={startRef}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
                />
                <TextField
                  label={t('discover.endDate')}
                  type="date"
                  name="trip_end"
                  value={state.end}
                  onChange={(event) => patch({ end: event.target.value, areDatesConfirmed: false })}
                  error={dateErrors.end !== null}
                  helperText={dateErrors.end ?? ' '}
                  inputRef={endRef}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { min: state.start && state.start > today ? state.start : today },
                  }}
                />
              </Box>
              <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
                {/* Clear clears only the start date. */}
                <Button
                  variant="outlined"
                  onClick={() => patch({ start: '', areDatesConfirmed: false })}
                >
                  {t('discover.clear')}
                </Button>
                <Button
                  variant="contained"
                  disabled={state.start === '' || state.end === ''}
                  onClick={() => {
                    // Refused while a date is wrong: the first wrong field takes the focus.
                    if (dateErrors.start) startRef.current?.focus();
                    else if (dateErrors.end) endRef.current?.focus();
                    else patch({ areDatesConfirmed: true });
                  }}
                >
                  {t('discover.confirm')}
                </Button>
              </Stack>
            </Box>
          ) : null}
        </WizardSection>
      ) : null}

      {step >= 3 ? (
        <WizardSection id="discover-price" title={t('discover.budgetTitle')}>
          <ToggleButtonGroup
            exclusive
            value={state.price}
            onChange={(_, price: PriceTier | null) => patch({ price })}
            aria-label={t('discover.priceRange')}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {PRICE_TIERS.map((tier) => (
              <ToggleButton
                key={tier.value}
                value={tier.value}
                title={t(tier.description)}
                sx={{ ...toggleSx, minWidth: 72, fontSize: '1.15rem' }}
              >
                {tier.value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {state.price ? (
            <Typography sx={{ mt: 2.5 }}>
              {richText(t, 'discover.choiceSummary', {
                location: locationName(state.location, t),
                dates: describeDates(state, i18n),
                price: state.price,
                b: (chunks) => <strong>{chunks}</strong>,
              })}
            </Typography>
          ) : null}
        </WizardSection>
      ) : null}
      {step >= 3 && state.price && renderResults ? renderResults(state) : null}
    </Stack>
  );
}
