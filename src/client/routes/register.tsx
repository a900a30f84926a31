import { AuthCard } from '#client/components/auth-card';
import { RequireGuest } from '#client/components/require-guest';
import { useDocumentTitle } from '#client/components/use-document-title';
import { RegisterForm } from '#client/features/users/register-form';
import { useI18n } from '#client/lib/i18n';

export function RegisterPage() {
  const { t } = useI18n();
  useDocumentTitle(t('auth.registerTitle'));
  return (
    <RequireGuest>
      <AuthCard
        title={t('auth.registerTitle')}
        subtitle={t('auth.registerSubtitle')}
        maxWidth={560}
      >
        <RegisterForm />
      </AuthCard>
    </RequireGuest>
  );
}
