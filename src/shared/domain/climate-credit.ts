/**
 * The credit the climate data's licence asks for wherever its figures are shown, as the server
 * lists it among a comparison's sources; the client words it in the reader's language.
 */
export const CLIMATE_CREDIT =
  'Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER';
