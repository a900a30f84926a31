import { useState } from 'react';
import type { Trip } from '#shared/contracts/trips';
import type { PageMessageValue } from '#client/components/page-message';
import { useI18n } from '#client/lib/i18n';
import { useRemoveTripFromWishlist } from './api';
import { AddToWishlistDialog } from './components/add-to-wishlist-dialog';

/**
 * The heart's two flows for a screen of trip cards: favourite on through the Add
 * to Wishlist dialog, favourite off at once. Messages go to the screen's message area.
 */
export function useFavoriteActions(showMessage: (message: PageMessageValue) => void) {
  const { t } = useI18n();
  const [dialogTrip, setDialogTrip] = useState<Trip | null>(null);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const removeTrip = useRemoveTripFromWishlist();

  async function removeFavorite(trip: Trip) {
    try {
      const listName = await removeTrip.mutateAsync(trip);
      showMessage({ severity: 'success', text: t('wishlists.removed', { list: listName }) });
    } catch (error) {
      // Wishlist errors are logged only.
      console.warn('Removing the trip from its wishlist failed:', error);
    }
  }

  return {
    addToWishlist(trip: Trip) {
      setDialogTrip(trip);
      setIsDialogOpen(true);
    },
    removeFavorite: (trip: Trip) => void removeFavorite(trip),
    /** The trip whose favourite change is on its way, so its card can wait. */
    busyTripId: removeTrip.isPending ? removeTrip.variables._id : null,
    dialog: (
      <AddToWishlistDialog
        open={isDialogOpen}
        trip={dialogTrip}
        onClose={() => setIsDialogOpen(false)}
        onSaved={(text) => showMessage({ severity: 'success', text })}
      />
    ),
  };
}
