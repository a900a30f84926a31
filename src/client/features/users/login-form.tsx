import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormMessage } from '#client/components/form-message';
import { useSession } from '#client/app/session';
import { errorMessage } from '#client/lib/api-client';

/** Login (spec point 2): a failure shows the server's msg (point 8); success goes to My trips. */
export function LoginForm() {
  const { login } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '' || password === '') {
      setMessage('Please enter your email and password.');
      return;
    }
    setMessage(null);
    setIsSubmitting(true);
    try {
      await login({ email, password });
      await navigate('/my-trip', { replace: true });
    } catch (error) {
      setMessage(errorMessage(error, 'Login failed. Please try again.'));
      setIsSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
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
