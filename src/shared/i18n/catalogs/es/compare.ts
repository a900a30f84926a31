import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {
  'compare.loading': 'Cargando...',
  'compare.rankCheapest': 'Lo más barato',
  'compare.rankAboutSame': 'Casi igual que lo más barato',
  'compare.driving': 'Coche',
  'compare.estimateNote':
    'Todas las cifras son estimaciones a partir de datos oficiales, mostradas como un rango de mínimo a máximo; se compara la cifra central.',
  'compare.sources': 'Fuentes: {sources}.',
  'compare.sourcesSeparator': '; ',
  'compare.weather': '{high} °C, {rain} mm de lluvia',
  'compare.datesNeeded':
    'Añade primero las fechas del viaje: la comparación mantiene su duración y la prueba en otras fechas.',
  'compare.datesFailed': 'No se han podido comparar las fechas.',
  'compare.datesHeading': '¿Cuándo sale más barato?',
  'compare.noWindows': 'No se ha podido estimar ninguna fecha para este viaje.',
  'compare.everyStartDate': 'Todas las fechas de inicio',
  'compare.cheapestDates': 'Las fechas más baratas',
  'compare.someStartDates': 'Algunas fechas de inicio: todas cuestan más o menos lo mismo',
  'compare.moved': 'Nuevas fechas de tu viaje: {range}.',
  'compare.moveFailed': 'No se ha podido mover el viaje. Inténtalo de nuevo.',
  'compare.sameTrip':
    '{nights, plural, one {La misma noche} other {Las mismas # noches}}, viajeros y ciudad de salida, para cada fecha de inicio del periodo {range}.',
  'compare.whatChanges': 'Qué cambia el coste',
  'compare.loadingChart': 'Cargando el gráfico…',
  'compare.aroundDates': 'En torno a tus fechas ({range}): estimación {estimate}.',
  'compare.aroundDatesLodging':
    'En torno a tus fechas ({range}): estimación {estimate}, alojamiento unos {lodging}.',
  'compare.windowEstimate': 'Estimación {range} (unos {mid})',
  'compare.aboutSame': 'Más o menos lo mismo que en torno a tus fechas.',
  'compare.aboutSameLodging':
    'En total, más o menos lo mismo que en torno a tus fechas, aunque el alojamiento cuesta unos {lodging} menos.',
  'compare.saves': 'Ahorras unos {amount} respecto a tus fechas.',
  'compare.savesLodging':
    'Ahorras unos {amount} respecto a tus fechas, {lodging} de ellos en alojamiento.',
  'compare.longWeekend': 'Puente: {name}',
  'compare.nextToHoliday': 'Junto a {holiday}: tarifas de festivo',
  'compare.typicalWeather': 'Tiempo habitual: {weather}',
  'compare.flightsQuote': 'Vuelos {amount}, precio consultado a las {time} ({source})',
  'compare.moveButton': 'Mover mi viaje a estas fechas',
  'compare.moveLabel': 'Mover mi viaje a estas fechas: {range}',
  'compare.moving': 'Moviendo…',
  'compare.showFewer': 'Mostrar menos',
  'compare.showAll':
    'Mostrar {count, plural, one {la # fecha de inicio} other {las # fechas de inicio}}',
  'compare.chartRange': 'Rango mínimo–máximo',
  'compare.chartTotal': 'Total estimado',
  'compare.chartAirfare': 'Vuelos',
  'compare.keyTotal': 'Total estimado, banda mínimo–máximo',
  'compare.keyAirfare': 'Vuelos (su temporada)',
  'compare.keyHoliday': 'Puente o festivo',
  'compare.placesFailed': 'No se han podido comparar los lugares.',
  'compare.addPlaceHint':
    'Añade un lugar para ver cuánto costaría tu viaje allí, con las mismas fechas y viajeros.',
  'compare.switched': 'Tu viaje es ahora a {place}.',
  'compare.switchFailed': 'No se ha podido cambiar el viaje. Inténtalo de nuevo.',
  'compare.placesHeading': 'Comparar con otros lugares',
  'compare.placesFull':
    'Estás comparando {max, number} lugares, el máximo a la vez; quita uno para añadir otro.',
  'compare.placesCompared': 'Lugares comparados',
  'compare.removePlace': 'Quitar {place}',
  'compare.placesSideBySide': 'Lugares lado a lado',
  'compare.placesCaption': 'Coste estimado por categoría, tu viaje primero',
  'compare.yourTrip': 'Tu viaje',
  'compare.total': 'Total',
  'compare.typicalWeatherRow': 'Tiempo habitual',
  'compare.monthWeather': '{month}: {weather}',
  'compare.noClimate': 'No hay datos climáticos cerca',
  'compare.why': 'Por qué',
  'compare.switchButton': 'Cambiar mi viaje a este lugar',
  'compare.switchLabel': 'Cambiar mi viaje a este lugar: {place}',
  'compare.tripsFailed': 'No se han podido comparar los viajes.',
  'compare.basisPlanned': 'Previsto',
  'compare.basisEstimate': 'Estimación',
  'compare.basisNone': 'Sin fechas para estimar',
  'compare.about': 'Unos {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': '¿Cuál encaja en tu presupuesto?',
  'compare.tripsIntro':
    'El más barato primero, en {currency}. Las estimaciones son rangos a partir de datos oficiales; los totales previstos son tus propias partidas.',
  'compare.tripsByTotal': 'Viajes por total',
  'compare.reasonLodgingNear':
    'Alojamiento en {city} unos {perNight} por noche, cerca de la media del año ({average})',
  'compare.reasonLodgingOff':
    'Alojamiento en {city} unos {perNight} por noche, un {percent} % {direction, select, below {por debajo de} other {por encima de}} la media del año ({average})',
  'compare.reasonLodging': 'Alojamiento unos {perNight} por noche',
  'compare.reasonAirfare':
    'Vuelo{withRoute, select, yes { {route}} other {}} unos {each} por viajero{withHoliday, select, yes {, con el recargo por festivo ({holiday})} other {}}',
  'compare.reasonDrive': 'Lo bastante cerca para ir en coche: {cost} de combustible y desgaste',
  'compare.variesLodgingSeason':
    'El alojamiento en {city} sigue {perDiem, select, yes {las temporadas de dietas de {perDiemArea}} other {{season}}}: {same, select, yes {unos {low}} other {de {low} a {high}}} por noche.',
  'compare.variesLodgingFlat':
    'El alojamiento en {city} cuesta {same, select, yes {unos {low}} other {de {low} a {high}}} por noche en cualquier fecha: su tarifa de dietas no tiene temporadas y no hay datos hoteleros mensuales para ese lugar.',
  'compare.variesAirfareSeason':
    'Los vuelos siguen {season}: {same, select, yes {unos {low}} other {de {low} a {high}}} por viajero.',
  'compare.variesAirfareFlat':
    'El vuelo cuesta {same, select, yes {unos {low}} other {de {low} a {high}}} por viajero: no hay datos mensuales de tarifas para esta ruta, así que la tarifa no cambia con la temporada.',
  'compare.variesHoliday':
    'Las fechas junto a un festivo de tu país tienen un recargo del {percent} % en el vuelo y un rango más amplio: una regla práctica, no sale de los datos de tarifas.',
  'compare.variesFlatSeasons':
    'Todas las fechas comparadas aquí cuestan más o menos lo mismo, así que ninguna se señala como la más barata.',
  'compare.variesFlatNone':
    'Todas las fechas cuestan más o menos lo mismo aquí: ningún dato cambia este viaje según la temporada, así que ninguna semana se señala como la más barata.',
  'compare.longWeekendLabel': '{name}, {range}',
} satisfies Translation<typeof en>;
