/** The spec's exact texts for the trip screens (D16). */
export const NO_TRIPS_MESSAGE = 'Start planning your trips!';
export const NO_PREVIOUS_TRIPS_MESSAGE = 'You dont have Previous Trips.';
