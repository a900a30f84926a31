import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import type { CurrencyCode } from '#shared/domain/money';
import { useI18n } from '#client/lib/i18n';
import { lazyNamed } from '#client/lib/lazy-named';

// The dialog and the watches contract load on the first press, not with the trip page.
const WatchTripDialog = lazyNamed(
  () => import('./watch-trip-dialog'),
  (module) => module.WatchTripDialog,
);

/** "Watch price" on the trip page: opens the dialog that watches this trip. */
export function WatchTripButton({ tripId, currency }: { tripId: string; currency: CurrencyCode }) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PriceCheckIcon />}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        {t('watches.watchPrice')}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <WatchTripDialog
            open={isOpen}
            tripId={tripId}
            currency={currency}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
