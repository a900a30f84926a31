export default {
  'places.searchLabel': 'Search for a city or region',
  'places.typeName': 'Type a place name',
  'places.noneFound': 'No places found',
  'places.searching': 'Searching…',
  'places.clear': 'Clear',
  'places.open': 'Open',
  'places.close': 'Close',
} as const;
