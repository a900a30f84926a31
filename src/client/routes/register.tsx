import { AuthCard } from '#client/components/auth-card';
import { RequireGuest } from '#client/components/require-guest';
import { useDocumentTitle } from '#client/components/use-document-title';
import { RegisterForm } from '#client/features/users/register-form';

export function RegisterPage() {
  useDocumentTitle('Register');
  return (
    <RequireGuest>
      <AuthCard
        title="Register"
        subtitle="Create your account to start planning getaways."
        maxWidth={560}
      >
        <RegisterForm />
      </AuthCard>
    </RequireGuest>
  );
}
