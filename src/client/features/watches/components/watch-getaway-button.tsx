import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import type { CurrencyCode } from '#shared/domain/money';
import { useI18n } from '#client/lib/i18n';
import { lazyNamed } from '#client/lib/lazy-named';
import type { FlexibleValues } from '../flexible-values';

// The dialog and the watches contract load on the first press, not with Discover.
const WatchGetawayDialog = lazyNamed(
  () => import('./watch-getaway-dialog'),
  (module) => module.WatchGetawayDialog,
);

export interface GetawayToWatch {
  place: string;
  nights: number;
  travellers: number;
  origin: string;
}

/** "Watch price" on a Discover result: a flexible watch of that place, changed before saving. */
export function WatchGetawayButton({
  getaway,
  currency,
}: {
  getaway: GetawayToWatch;
  /** The cap's currency unless the traveller picks another. */
  currency: CurrencyCode;
}) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const start: Partial<FlexibleValues> = {
    place: getaway.place,
    nights: String(getaway.nights),
    travellers: String(getaway.travellers),
    origin: getaway.origin,
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PriceCheckIcon />}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        aria-label={t('watches.watchPriceLabel', { place: getaway.place })}
      >
        {t('watches.watchPrice')}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <WatchGetawayDialog
            open={isOpen}
            place={getaway.place}
            start={start}
            currency={currency}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
