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
import { useHeldSubmit } from '#client/lib/held-submit';
import { pendingReturnPath } from '#client/lib/return-path';
import { richText, useI18n } from '#client/lib/i18n';
import { userMessageText } from './user-message';

/** Login: a failure shows the server's msg; success goes to My trips. */
export function LoginForm() {
  const { login } = useSession();
  const navigate = useNavigate();
  const { t } = useI18n();
  const [message, setMessage] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the fields, not kept in state: on the page drawn at build time the visitor may
    // type before the app takes the page over, and the app must not clear it.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '');
    const password = String(fields.get('password') ?? '');
    if (email.trim() === '' || password === '') {
      setMessage(t('auth.enterEmailAndPassword'));
      showFieldErrors(formRef.current, setErrors, {
        ...(email.trim() === '' ? { email: t('auth.enterEmail') } : {}),
        ...(password === '' ? { password: t('auth.enterPassword') } : {}),
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
      setMessage(userMessageText(t, errorMessage(error, t('auth.loginFailed'))));
      setIsSubmitting(false);
    }
  }

  // The blank placeholders let the page drawn at build time float a label over a filled field
  // before the app has the form (`:placeholder-shown`, src/client/prerender.tsx).
  return (
    // POST: were the form ever sent by the browser itself, the password stays out of the address.
    <form ref={formRef} method="post" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <FormMessage message={message} />
      <Stack spacing={2.5}>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          placeholder=" "
          required
          fullWidth
          {...fieldError(errors, 'email')}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder=" "
          required
          fullWidth
          {...fieldError(errors, 'password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {t('auth.loginButton')}
        </Button>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {richText(t, 'auth.newHere', {
          link: (chunks) => (
            <Link component={RouterLink} to="/register">
              {chunks}
            </Link>
          ),
        })}
      </Typography>
    </form>
  );
}
