import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fieldError, showFieldErrors, type FieldErrors } from '#client/components/field-errors';
import { FormMessage } from '#client/components/form-message';
import { useSession } from '#client/app/session';
import { errorMessage } from '#client/lib/api-client';
import { pendingReturnPath } from '#client/lib/return-path';

/** Login: a failure shows the server's msg; success goes to My trips. */
export function LoginForm() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setMessage('Please enter your email and password.');
      showFieldErrors(formRef.current, setErrors, {
        ...(email.trim() === '' ? { email: 'Enter your email.' } : {}),
        ...(password === '' ? { password: 'Enter your password.' } : {}),
      });
      return;
    }
    setErrors({});
    setMessage(null);
    setIsSubmitting(true);
    try {
      await login({ email, password });
      await navigate(pendingReturnPath() ?? '/my-trip', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error, 'Login failed. Please try again.'));
      setIsSubmitting(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormMessage message={message} />
      <Stack spacing={2.5}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...fieldError(errors, 'email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...fieldError(errors, 'password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Login
        </Button>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        New to Getaway Planner?{' '}
        <Link component={RouterLink} to="/register">
          Create an account
        </Link>
      </Typography>
    </form>
  );
}
