export default {
  'compare.loading': 'Loading...',
  'compare.rankCheapest': 'Cheapest',
  'compare.rankAboutSame': 'About the same as the cheapest',
  'compare.driving': 'Driving',
  'compare.estimateNote':
    'All figures are estimates from official data, shown as a low–high range; the middle figure is the one compared.',
  'compare.sources': 'Sources: {sources}.',
  'compare.sourcesSeparator': '; ',
  'compare.weather': '{high} °C, {rain} mm rain',
  'compare.datesNeeded':
    "Add the trip's dates first: the comparison keeps its length and tries it on other dates.",
  'compare.datesFailed': 'The dates could not be compared.',
  'compare.datesHeading': 'When is it cheapest?',
  'compare.noWindows': 'No dates could be estimated for this trip.',
  'compare.everyStartDate': 'Every start date',
  'compare.cheapestDates': 'The cheapest dates',
  'compare.someStartDates': 'Some start dates: every date costs about the same',
  'compare.moved': 'Your trip now runs {range}.',
  'compare.moveFailed': 'The trip could not be moved. Please try again.',
  'compare.sameTrip':
    'The same {nights, plural, one {# night} other {# nights}}, travellers and starting city, for each start date from {range}.',
  'compare.whatChanges': 'What changes the cost',
  'compare.loadingChart': 'Loading the chart…',
  'compare.aroundDates': 'Around your dates ({range}): estimate {estimate}.',
  'compare.aroundDatesLodging':
    'Around your dates ({range}): estimate {estimate}, lodging about {lodging}.',
  'compare.windowEstimate': 'Estimate {range} (about {mid})',
  'compare.aboutSame': 'About the same as around your dates.',
  'compare.aboutSameLodging':
    'About the same overall as around your dates, though lodging is about {lodging} less.',
  'compare.saves': 'Saves about {amount} against your dates.',
  'compare.savesLodging': 'Saves about {amount} against your dates, {lodging} of it on lodging.',
  'compare.longWeekend': 'Long weekend: {name}',
  'compare.nextToHoliday': 'Next to {holiday}: holiday fares',
  'compare.typicalWeather': 'Typical weather: {weather}',
  'compare.flightsQuote': 'Flights {amount}, quote at {time} ({source})',
  'compare.moveButton': 'Move my trip to these dates',
  'compare.moveLabel': 'Move my trip to these dates: {range}',
  'compare.moving': 'Moving…',
  'compare.showFewer': 'Show fewer',
  'compare.showAll': 'Show all {count, plural, one {# start date} other {# start dates}}',
  'compare.chartRange': 'Low–high range',
  'compare.chartTotal': 'Estimated total',
  'compare.chartAirfare': 'Airfare',
  'compare.keyTotal': 'Estimated total, low–high band',
  'compare.keyAirfare': 'Airfare (its season)',
  'compare.keyHoliday': 'Long weekend or holiday',
  'compare.placesFailed': 'The places could not be compared.',
  'compare.addPlaceHint':
    'Add a place to see your trip priced there, with the same dates and travellers.',
  'compare.switched': 'Your trip is now to {place}.',
  'compare.switchFailed': 'The trip could not be switched. Please try again.',
  'compare.placesHeading': 'Compare with other places',
  'compare.placesFull':
    'You are comparing {max, number} places, the most at once; remove one to add another.',
  'compare.placesCompared': 'Places compared',
  'compare.removePlace': 'Remove {place}',
  'compare.placesSideBySide': 'Places side by side',
  'compare.placesCaption': 'Estimated cost by category, your trip first',
  'compare.yourTrip': 'Your trip',
  'compare.total': 'Total',
  'compare.typicalWeatherRow': 'Typical weather',
  'compare.monthWeather': '{month}: {weather}',
  'compare.noClimate': 'No climate data near',
  'compare.why': 'Why',
  'compare.switchButton': 'Switch my trip to this place',
  'compare.switchLabel': 'Switch my trip to this place: {place}',
  'compare.tripsFailed': 'The trips could not be compared.',
  'compare.basisPlanned': 'Planned',
  'compare.basisEstimate': 'Estimate',
  'compare.basisNone': 'No dates to estimate',
  'compare.about': 'About {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': 'Which fits your budget?',
  'compare.tripsIntro':
    'Cheapest first, in {currency}. Estimates are ranges from official data; planned totals are your own lines.',
  'compare.tripsByTotal': 'Trips by total',
  // Reasons and what varies, worded from the server's phrases (server/features/compare); in
  // English exactly the server's own sentences.
  'compare.reasonLodgingNear':
    "Lodging in {city} about {perNight} a night, near the year's average ({average})",
  'compare.reasonLodgingOff':
    "Lodging in {city} about {perNight} a night, {percent}% {direction, select, below {below} other {above}} the year's average ({average})",
  'compare.reasonLodging': 'Lodging about {perNight} a night',
  'compare.reasonAirfare':
    'Airfare{withRoute, select, yes { {route}} other {}} about {each} a traveller{withHoliday, select, yes {, with the holiday premium ({holiday})} other {}}',
  'compare.reasonDrive': 'Close enough to drive: {cost} of fuel and wear',
  'compare.variesLodgingSeason':
    'Lodging in {city} follows {perDiem, select, yes {the per diem seasons for {perDiemArea}} other {{season}}}: {same, select, yes {about {low}} other {{low} to {high}}} a night.',
  'compare.variesLodgingFlat':
    'Lodging in {city} is {same, select, yes {about {low}} other {{low} to {high}}} a night on every date: its per diem rate has no seasons and no monthly hotel data reaches it.',
  'compare.variesAirfareSeason':
    'Airfare follows {season}: {same, select, yes {about {low}} other {{low} to {high}}} a traveller.',
  'compare.variesAirfareFlat':
    'Airfare is {same, select, yes {about {low}} other {{low} to {high}}} a traveller: no monthly fare data covers this route, so the fare does not change by season.',
  'compare.variesHoliday':
    'Dates next to a public holiday of your home country carry a {percent}% fare premium and a wider range: a rule of thumb, not from the fare data.',
  'compare.variesFlatSeasons':
    'Every date compared here costs about the same, so none is named the cheapest.',
  'compare.variesFlatNone':
    'Every date costs about the same here: no data moves this trip by season, so no week is named the cheapest.',
  // A long weekend in another language, after "Long weekend:" (English shows the server's label).
  'compare.longWeekendLabel': '{name} weekend, {range}',
} as const;
