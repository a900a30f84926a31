import { AuthCard } from '#client/components/auth-card';
import { RequireGuest } from '#client/components/require-guest';
import { useDocumentTitle } from '#client/components/use-document-title';
import { LoginForm } from '#client/features/users/login-form';
import { useI18n } from '#client/lib/i18n';

export function LoginPage() {
  const { t } = useI18n();
  useDocumentTitle(t('auth.loginTitle'));
  return (
    <RequireGuest>
      <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
        <LoginForm />
      </AuthCard>
    </RequireGuest>
  );
}
