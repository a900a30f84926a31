export default {
  'suggestions.heading': 'Suggestions',
  'suggestions.show': 'Show Suggestions',
  'suggestions.hide': 'Hide Suggestions',
  'suggestions.loading': 'Loading...',
  'suggestions.none': 'No suggestions right now.',
  'suggestions.bestTimes': 'Best times to go',
  'suggestions.climateReason':
    '{warmth, select, hot {Hot} warm {Warm} mild {Mild} cool {Cool} other {Cold}} {wetness, select, dry {and dry} someRain {with some rain} other {and wet}}: {high, number, ::group-off} °C, {rain, number, ::group-off} mm rain.',
  'suggestions.climateDescription':
    'Typically {high, number, ::group-off} °C by day and {low, number, ::group-off} °C at night, with {rain, number, ::group-off} mm of rain in the month; sunshine score {score, number} of 100.',
  'suggestions.climateSource':
    'Typical weather by month at {city} ({iata}), from 20 years of NASA POWER data. Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.climateSourceAway':
    'Typical weather by month at {city} ({iata}), {km, number} km from {near}, from 20 years of NASA POWER data. Climate: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.seasonsSource': 'Offline suggestions from GeoNames place data: seasons by latitude.',
  'suggestions.monthSpan': '{from} to {to}',
  'suggestions.seasonDry': 'Dry season',
  'suggestions.seasonWet': 'Wet season',
  'suggestions.seasonSpring': 'Spring',
  'suggestions.seasonSummer': 'Summer',
  'suggestions.seasonAutumn': 'Autumn',
  'suggestions.seasonWinter': 'Winter',
  'suggestions.reasonTropicsDry':
    'Warm all year; the drier months are usually the easiest for getting around.',
  'suggestions.reasonTropicsWet': 'Greener landscapes, fewer visitors and often lower prices.',
  'suggestions.reasonPolarSummer': 'Very long days and the mildest weather of the year.',
  'suggestions.reasonPolarWinter': 'Snow and, on clear dark nights, a chance of auroras.',
  'suggestions.reasonSpring': 'Mild weather and fewer visitors than in summer.',
  'suggestions.reasonAutumn': 'Still mild, with the summer crowds gone.',
  'suggestions.reasonSummer': 'The warmest, longest days, and the busiest time.',
  'suggestions.reasonWinter': 'The quietest and often cheapest time.',
  'suggestions.latitudeCaveat':
    'Based on its latitude only; local climate, altitude and events can shift this.',
  'suggestions.describeTropicsDry':
    '{place} lies in the tropics, where the year turns on rain rather than cold. Plan outdoor days and trips out of town for the drier months. {caveat}',
  'suggestions.describeTropicsWet':
    'Expect heavy showers, often in the afternoon; keep plans flexible. {caveat}',
  'suggestions.describePolarSummer':
    '{place} is far {direction, select, north {north} other {south}}: summer brings near-endless daylight for walks and trips out. {caveat}',
  'suggestions.describePolarWinter': 'Days are short and cold; pack for snow. {caveat}',
  'suggestions.describeSpring':
    'A comfortable time to walk {place} and the towns around it. {caveat}',
  'suggestions.describeAutumn': 'Good for longer days out and day trips. {caveat}',
  'suggestions.describeSummer': 'Book early; expect more visitors and higher prices. {caveat}',
  'suggestions.describeWinter':
    'Shorter, colder days; a good time for a city break indoors. {caveat}',
} as const;
