export default {
  'shared-trip.documentTitle': 'Shared trip',
} as const;
