import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { fieldError, showFieldErrors, type FieldErrors } from '#client/components/field-errors';
import { FormMessage } from '#client/components/form-message';
import { UsStateSelect } from '#client/components/us-state-select';
import { useSession } from '#client/app/session';
import { errorMessage } from '#client/lib/api-client';
import { pendingReturnPath } from '#client/lib/return-path';
import {
  emptyRegisterValues,
  keepZipDigits,
  registrationFieldErrors,
  validateRegistration,
  type RegisterValues,
} from './account-validation';
import { richText, useI18n } from '#client/lib/i18n';
import { userFieldErrors, userMessageText } from './user-message';

/**
 * Register: every field required, the zip keeps only digits up to five and
 * must have exactly five on submit, or nothing is sent. Success goes to My trips.
 */
export function RegisterForm() {
  const { register } = useSession();
  const navigate = useNavigate();
  const { t } = useI18n();
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  function update(field: keyof RegisterValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateRegistration(values);
    if (!result.ok) {
      setMessage(userMessageText(t, result.message));
      showFieldErrors(
        formRef.current,
        setErrors,
        userFieldErrors(t, registrationFieldErrors(values)),
      );
      return;
    }
    setErrors({});
    setMessage(null);
    setIsSubmitting(true);
    try {
      await register(result.body);
      await navigate(pendingReturnPath() ?? '/my-trip', { replace: true });
    } catch (error) {
      setMessage(userMessageText(t, errorMessage(error, t('auth.registrationFailed'))));
      setIsSubmitting(false);
    }
  }

  const text = (field: keyof RegisterValues) => ({
    name: field,
    value: values[field],
    required: true,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
    ...fieldError(errors, field),
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormMessage message={message} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2.5,
        }}
      >
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...text('fname')} />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...text('lname')} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...text('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...text('password')}
          {...fieldError(errors, 'password', t('auth.passwordHint'))}
        />
        <TextField
          label={t('auth.dateOfBirth')}
          type="date"
          autoComplete="bday"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localCalendarDate() } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...text('birthday')}
        />
        <TextField label={t('auth.city')} autoComplete="address-level2" {...text('city')} />
        <UsStateSelect
          label={t('auth.state')}
          name="state"
          required
          fullWidth
          value={values.state}
          onChange={(code) => update('state', code)}
          {...fieldError(errors, 'state')}
        />
        <TextField
          label={t('auth.zipCode')}
          autoComplete="postal-code"
          {...text('zip')}
          onChange={(event) => update('zip', keepZipDigits(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting}
        sx={{ mt: 3 }}
      >
        {t('auth.registerButton')}
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {richText(t, 'auth.haveAccount', {
          link: (chunks) => (
            <Link component={RouterLink} to="/login">
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </form>
  );
}
