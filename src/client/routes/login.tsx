import { AuthCard } from '#client/components/auth-card';
import { RequireGuest } from '#client/components/require-guest';
import { useDocumentTitle } from '#client/components/use-document-title';
import { LoginForm } from '#client/features/users/login-form';

export function LoginPage() {
  useDocumentTitle('Login');
  return (
    <RequireGuest>
      <AuthCard title="Login" subtitle="Welcome back. Log in to see your trips.">
        <LoginForm />
      </AuthCard>
    </RequireGuest>
  );
}
