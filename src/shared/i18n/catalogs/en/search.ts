export default {
  'search.documentTitle': 'Search',
  'search.heading': 'Where are you going?',
  'search.placeFailed': 'This place could not be loaded. Please pick it again.',
  'search.searchLabel': 'Search for a city or region',
  'search.placeLabel': 'Place',
  'search.createHeading': 'Create your trip',
  'search.exploreTitle': 'Explore',
  'search.tripsHeading': 'Trips',
  'search.viewAll': 'View all',
  'search.tripCards': 'Trip cards',
  'search.upcomingTitle': 'Upcoming trips',
} as const;
