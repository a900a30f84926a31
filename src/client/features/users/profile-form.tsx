import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { updateProfileBodySchema, userMessages, type Profile } from '#shared/contracts/users';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { SUPPORTED_CURRENCIES, type CurrencyCode } from '#shared/domain/money';
import { US_STATES } from '#shared/domain/us-states';
import { fieldError, showFieldErrors, type FieldErrors } from '#client/components/field-errors';
import { FormMessage } from '#client/components/form-message';
import { UsStateSelect } from '#client/components/us-state-select';
import { errorMessage } from '#client/lib/api-client';
import { useSession } from '#client/app/session';
import {
  keepZipDigits,
  profileFieldErrors,
  validateProfile,
  type ProfileValues,
} from './account-validation';
import { useUpdateProfile } from './profile-api';
import { useI18n } from '#client/lib/i18n';
import { userFieldErrors, userMessageText } from './user-message';
import { ProfileLanguage } from './profile-language';

function valuesOf(profile: Profile): ProfileValues {
  return {
    fname: profile.fname,
    lname: profile.lname,
    // The form's birthday defaults to today when there is none.
    birthday: profile.birthday || localCalendarDate(),
    city: profile.city,
    state: profile.state,
    zip: profile.zip,
  };
}

function stateName(code: string): string {
  return US_STATES.find((state) => state.code === code)?.name ?? code;
}

/**
 * The profile form: read-only until Edit; Edit becomes Cancel, which
 * restores the loaded values; Save shows only while editing and runs the profile checks in order.
 */
export function ProfileForm({ profile, heading }: { profile: Profile; heading: ReactNode }) {
  const updateProfile = useUpdateProfile(profile._id);
  const { session, reloadUser } = useSession();
  const { t } = useI18n();
  // The profile answer has no home currency; the signed-in user's info carries it.
  const homeCurrency: CurrencyCode =
    session.status === 'authenticated' ? session.user.homeCurrency : 'USD';
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  const [currencyDraft, setCurrencyDraft] = useState<CurrencyCode | null>(null);
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'success' } | null>(
    null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const isEditing = draft !== null;
  // While not editing the form shows the loaded profile, so a refetch shows at once (docs/PRODUCT-RULES.md#fresh-data).
  const values = draft ?? valuesOf(profile);

  function update(field: keyof ProfileValues, value: string) {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
  }

  function handleToggleEdit() {
    setMessage(null);
    setErrors({});
    setDraft(isEditing ? null : valuesOf(profile));
    setCurrencyDraft(isEditing ? null : homeCurrency);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || updateProfile.isPending) return;
    const problem = validateProfile(draft);
    if (problem) {
      setMessage({ text: userMessageText(t, problem), severity: 'error' });
      showFieldErrors(formRef.current, setErrors, userFieldErrors(t, profileFieldErrors(draft)));
      return;
    }
    const changedCurrency =
      currencyDraft !== null && currencyDraft !== homeCurrency ? currencyDraft : undefined;
    const parsed = updateProfileBodySchema.safeParse(
      changedCurrency ? { ...draft, homeCurrency: changedCurrency } : draft,
    );
    if (!parsed.success) {
      setMessage({
        text: userMessageText(t, parsed.error.issues[0]?.message ?? userMessages.allFieldsRequired),
        severity: 'error',
      });
      return;
    }
    setMessage(null);
    setErrors({});
    updateProfile.mutate(parsed.data, {
      onSuccess: () => {
        setDraft(null);
        setCurrencyDraft(null);
        if (changedCurrency) void reloadUser();
        setMessage({ text: t('profile.saved'), severity: 'success' });
      },
      onError: (error) => {
        // A failed save is logged; we also say so politely in the page.
        console.warn('Saving the profile failed:', error);
        setMessage({
          text: t('profile.saveFailed', { reason: errorMessage(error, t('profile.tryAgain')) }),
          severity: 'error',
        });
      },
    });
  }

  const field = (name: keyof ProfileValues) => ({
    name,
    value: values[name],
    required: true,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
    slotProps: { input: { readOnly: !isEditing } },
    ...fieldError(errors, name),
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('profile.title')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>{heading}</Box>
        <Button
          variant={isEditing ? 'text' : 'outlined'}
          startIcon={isEditing ? <CloseIcon /> : <EditIcon />}
          onClick={handleToggleEdit}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
        >
          {isEditing ? t('profile.cancel') : t('profile.edit')}
        </Button>
      </Stack>
      <FormMessage
        message={message?.text ?? null}
        {...(message ? { severity: message.severity } : {})}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2.5,
          // Read-only fields read as text, not as boxes waiting for input.
          '& .MuiInputBase-root.MuiInputBase-readOnly': { bgcolor: 'action.hover' },
        }}
      >
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...field('fname')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...field('lname')} />
        <TextField
          label={t('auth.dateOfBirth')}
          type="date"
          autoComplete="bday"
          {...field('birthday')}
          slotProps={{
            input: { readOnly: !isEditing },
            inputLabel: { shrink: true },
            htmlInput: { max: localCalendarDate() },
          }}
        />
        <TextField label={t('auth.city')} autoComplete="address-level2" {...field('city')} />
        {isEditing ? (
          <UsStateSelect
            label={t('auth.state')}
            name="state"
            required
            fullWidth
            value={values.state}
            onChange={(code) => update('state', code)}
            {...fieldError(errors, 'state')}
          />
        ) : (
          <TextField
            label={t('auth.state')}
            name="state"
            required
            fullWidth
            value={stateName(values.state)}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        <TextField
          label={t('auth.zipCode')}
          autoComplete="postal-code"
          {...field('zip')}
          onChange={(event) => update('zip', keepZipDigits(event.target.value))}
          slotProps={{
            input: { readOnly: !isEditing },
            htmlInput: { inputMode: 'numeric', maxLength: 5 },
          }}
        />
        <TextField
          select={isEditing}
          label={t('profile.homeCurrency')}
          name="homeCurrency"
          fullWidth
          value={currencyDraft ?? homeCurrency}
          onChange={(event) => setCurrencyDraft(event.target.value as CurrencyCode)}
          helperText={t('profile.homeCurrencyHelp')}
          slotProps={{ input: { readOnly: !isEditing } }}
        >
          {SUPPORTED_CURRENCIES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
        <ProfileLanguage profile={profile} />
      </Box>
      {isEditing ? (
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SaveIcon />}
          disabled={updateProfile.isPending}
          sx={{ mt: 3, minWidth: 160 }}
        >
          {t('profile.save')}
        </Button>
      ) : null}
    </form>
  );
}
