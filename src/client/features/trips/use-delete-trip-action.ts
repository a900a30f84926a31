import type { Trip } from '#shared/contracts/trips';
import type { PageMessageValue } from '#client/components/page-message';
import { useDeleteTrip } from './api';

/** Deletes a confirmed trip and shows the server's msg; failures are logged only. */
export function useDeleteTripAction(showMessage: (message: PageMessageValue) => void) {
  const deleteTrip = useDeleteTrip();
  return {
    deleteTrip(trip: Trip) {
      deleteTrip.mutate(trip, {
        onSuccess: ({ msg }) => showMessage({ severity: 'success', text: msg }),
        // Delete failures are logged only.
        onError: (error) => console.warn('Deleting the trip failed:', error),
      });
    },
    busyTripId: deleteTrip.isPending ? deleteTrip.variables._id : null,
  };
}
