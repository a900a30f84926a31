import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { MAX_LEGS } from '#shared/contracts/bookings';
import { useI18n } from '#client/lib/i18n';
import {
  emptyLeg,
  type FormErrors,
  type LegValues,
  type MomentValues,
  type PlaceValues,
} from '../form-values';
import { TimeZoneField } from './time-zone-field';

// The booking form's long sections: a moment, a place and a journey's legs (booking-form.tsx).

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

export const MomentFields = memo(function MomentFields({
  legend,
  name,
  path,
  value,
  errors,
  onChange,
}: {
  legend: string;
  /** What its fields are called: "Start" gives "Start date", "Start time", "Start time zone". */
  name: string;
  path: string;
  value: MomentValues;
  errors: FormErrors;
  onChange(next: MomentValues): void;
}) {
  const { t } = useI18n();
  return (
    <Fieldset legend={legend}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('bookings.fieldDate', { name })}
          value={value.date}
          onChange={(event) => onChange({ ...value, date: event.target.value })}
          error={errors[`${path}.date`] !== undefined}
          helperText={errors[`${path}.date`]}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          type="time"
          label={t('bookings.fieldTime', { name })}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
          error={errors[`${path}.time`] !== undefined}
          helperText={errors[`${path}.time`]}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <Box sx={{ mt: 2 }}>
        <TimeZoneField
          label={t('bookings.fieldTimeZone', { name })}
          value={value.timeZone}
          error={errors[`${path}.timeZone`]}
          onChange={(timeZone) => onChange({ ...value, timeZone })}
        />
      </Box>
    </Fieldset>
  );
});

export const PlaceFields = memo(function PlaceFields({
  legend,
  name,
  path,
  value,
  errors,
  onChange,
}: {
  legend: string;
  /** What its fields are called: "From" gives "From code", "From name"… */
  name: string;
  path: string;
  value: PlaceValues;
  errors: FormErrors;
  onChange(next: PlaceValues): void;
}) {
  const { t } = useI18n();
  const field = (key: keyof PlaceValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      error={errors[`${path}.${key}`] !== undefined}
      helperText={errors[`${path}.${key}`]}
      fullWidth
      {...extra}
    />
  );
  const decimal = { slotProps: { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } };
  return (
    <Fieldset legend={legend}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2}>
          <Box sx={{ width: 130, flexShrink: 0 }}>
            {field('code', t('bookings.placeCode', { name }), {
              placeholder: 'LIS',
              slotProps: { htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } },
            })}
          </Box>
          {field('name', t('bookings.placeName', { name }))}
        </Stack>
        {field('address', t('bookings.placeAddress', { name }))}
        <Stack direction="row" spacing={2}>
          {field('lat', t('bookings.placeLatitude', { name }), decimal)}
          {field('lng', t('bookings.placeLongitude', { name }), decimal)}
        </Stack>
      </Stack>
    </Fieldset>
  );
});

export const LegsFields = memo(function LegsFields({
  legs,
  errors,
  defaultTimeZone,
  onChange,
}: {
  legs: LegValues[];
  errors: FormErrors;
  defaultTimeZone: string;
  onChange(next: LegValues[]): void;
}) {
  const { t } = useI18n();
  const change = (index: number, patch: Partial<LegValues>) =>
    onChange(legs.map((leg, at) => (at === index ? { ...leg, ...patch } : leg)));
  return (
    <Fieldset legend={t('bookings.legs')}>
      <Stack spacing={2}>
        {legs.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('bookings.noLegs')}
          </Typography>
        ) : null}
        {legs.map((leg, index) => {
          const path = `legs.${index}`;
          const title = t('bookings.legTitle', { number: index + 1 });
          return (
            <Paper key={index} variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
              <Stack spacing={2}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography component="h4" variant="subtitle2" sx={{ flex: 1, fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => onChange(legs.filter((_, at) => at !== index))}
                    aria-label={t('bookings.removeLeg', { number: index + 1 })}
                  >
                    {t('bookings.remove')}
                  </Button>
                </Stack>
                <Stack direction="row" spacing={2}>
                  <TextField
                    label={t('bookings.legNumber', { title })}
                    value={leg.number}
                    onChange={(event) => change(index, { number: event.target.value })}
                    placeholder="TP 1234"
                    error={errors[`${path}.number`] !== undefined}
                    helperText={errors[`${path}.number`]}
                    fullWidth
                  />
                  <TextField
                    label={t('bookings.legCarrier', { title })}
                    value={leg.carrier}
                    onChange={(event) => change(index, { carrier: event.target.value })}
                    error={errors[`${path}.carrier`] !== undefined}
                    helperText={errors[`${path}.carrier`]}
                    fullWidth
                  />
                </Stack>
                <PlaceFields
                  legend={t('bookings.legFrom', { title })}
                  name={t('bookings.legFrom', { title })}
                  path={`${path}.from`}
                  value={leg.from}
                  errors={errors}
                  onChange={(from) => change(index, { from })}
                />
                <PlaceFields
                  legend={t('bookings.legTo', { title })}
                  name={t('bookings.legTo', { title })}
                  path={`${path}.to`}
                  value={leg.to}
                  errors={errors}
                  onChange={(to) => change(index, { to })}
                />
                <MomentFields
                  legend={t('bookings.legDepartsField', { title })}
                  name={t('bookings.legDeparture', { title })}
                  path={`${path}.departs`}
                  value={leg.departs}
                  errors={errors}
                  onChange={(departs) => change(index, { departs })}
                />
                <MomentFields
                  legend={t('bookings.legArrivesOptional', { title })}
                  name={t('bookings.legArrival', { title })}
                  path={`${path}.arrives`}
                  value={leg.arrives}
                  errors={errors}
                  onChange={(arrives) => change(index, { arrives })}
                />
              </Stack>
            </Paper>
          );
        })}
        {legs.length < MAX_LEGS ? (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => onChange([...legs, emptyLeg(defaultTimeZone)])}
            >
              {t('bookings.addLeg')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Fieldset>
  );
});
