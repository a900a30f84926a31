// The calendar feed's event names, in the feed owner's language (src/server/features/calendar).
export default {
  'feed.tripSummary': 'Trip to {place}',
} as const;
