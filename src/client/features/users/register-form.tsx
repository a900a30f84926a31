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

/**
 * Register: every field required, the zip keeps only digits up to five and
 * must have exactly five on submit, or nothing is sent. Success goes to My trips.
 */
export function RegisterForm() {
  const { register } = useSession();
  const navigate = useNavigate();
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
      setMessage(result.message);
      showFieldErrors(formRef.current, setErrors, registrationFieldErrors(values));
      return;
    }
    setErrors({});
    setMessage(null);
    setIsSubmitting(true);
    try {
      await register(result.body);
      await navigate(pendingReturnPath() ?? '/my-trip', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error, 'Registration failed. Please try again.'));
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
        <TextField label="First Name" autoComplete="given-name" {...text('fname')} />
        <TextField label="Last Name" autoComplete="family-name" {...text('lname')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...text('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...text('password')}
          {...fieldError(errors, 'password', 'At least 8 characters.')}
        />
        <TextField
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localCalendarDate() } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...text('birthday')}
        />
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <UsStateSelect
          label="State"
          name="state"
          required
          fullWidth
          value={values.state}
          onChange={(code) => update('state', code)}
          {...fieldError(errors, 'state')}
        />
        <TextField
          label="Zip Code"
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
        Register
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </form>
  );
}
