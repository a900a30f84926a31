/** The exact texts of the trip screens (docs/PRODUCT-RULES.md#exact-texts). */
export const NO_TRIPS_MESSAGE = 'Start planning your trips!';
export const NO_PREVIOUS_TRIPS_MESSAGE = 'You dont have Previous Trips.';
