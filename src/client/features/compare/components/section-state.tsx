import Typography from '@mui/material/Typography';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';

/** A comparison still loading, or failed with Retry (never passed off as an empty answer). */
export function ComparisonState({
  isPending,
  error,
  fallback,
  onRetry,
  isRetrying,
}: {
  isPending: boolean;
  error: unknown;
  fallback: string;
  onRetry(): void;
  isRetrying: boolean;
}) {
  const { t } = useI18n();
  if (error) {
    return (
      <LoadError
        message={errorMessage(error, fallback)}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (isPending) return <Typography role="status">{t('compare.loading')}</Typography>;
  return null;
}
