import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Wishlist } from '#shared/contracts/wishlists';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { useI18n } from '#client/lib/i18n';
import type { PageMessageValue } from '#client/components/page-message';
import { WishlistOverview } from './wishlist-overview';

interface WishlistsSectionProps {
  /** The traveller's lists, as the wishlists query answers them. */
  wishlists: Pick<
    UseQueryResult<Wishlist[]>,
    'data' | 'isPending' | 'isSuccess' | 'isError' | 'isFetching' | 'refetch'
  >;
  showMessage(message: PageMessageValue): void;
  /** Space below the section. */
  marginBottom?: number;
}

/** The 'Wishlists' section of My trips and Explore, with its empty state. */
export function WishlistsSection({
  wishlists,
  showMessage,
  marginBottom = 0,
}: WishlistsSectionProps) {
  const { t } = useI18n();
  const headingId = useId();
  const shown = useDrawnInSlices(wishlists.data);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: marginBottom }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('wishlists.heading')}
      </Typography>
      {wishlists.isPending || (wishlists.isSuccess && !shown) ? (
        <PageLoading />
      ) : wishlists.isError || !shown ? (
        <LoadError
          message={t('wishlists.loadFailed')}
          onRetry={() => void wishlists.refetch()}
          isRetrying={wishlists.isFetching}
        />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{t('wishlists.empty')}</Typography>
      ) : (
        <WishlistOverview wishlists={shown} showMessage={showMessage} />
      )}
    </Box>
  );
}
