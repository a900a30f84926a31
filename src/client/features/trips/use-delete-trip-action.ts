import type { Trip } from '#shared/contracts/trips';
import type { PageMessageValue } from '#client/components/page-message';
import { useI18n } from '#client/lib/i18n';
import { useDeleteTrip } from './api';

/**
 * Deletes a confirmed trip and says so ("Trip deleted", the server's msg, in the traveller's
 * language); failures are logged only.
 */
export function useDeleteTripAction(showMessage: (message: PageMessageValue) => void) {
  const { t } = useI18n();
  const deleteTrip = useDeleteTrip();
  return {
    deleteTrip(trip: Trip) {
      deleteTrip.mutate(trip, {
        onSuccess: () => showMessage({ severity: 'success', text: t('trips.deleted') }),
        // Delete failures are logged only.
        onError: (error) => console.warn('Deleting the trip failed:', error),
      });
    },
    busyTripId: deleteTrip.isPending ? deleteTrip.variables._id : null,
  };
}
