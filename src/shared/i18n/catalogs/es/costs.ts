import type { Translation } from '../../translation';
import type en from '../en/costs';

export default {
  'costs.heading': 'Gastos',
  'costs.addCost': 'Añadir un gasto',
  'costs.loading': 'Cargando...',
  'costs.loadFailed': 'No se ha podido cargar el plan de gastos.',
  'costs.credits':
    'Estimaciones: dietas oficiales (per diem) de la GSA, el DoD y el Departamento de Estado de EE. UU.; tarifas aéreas del BTS de EE. UU.; tipos de cambio del BCE.',
  'costs.categoryAirfare': 'Vuelos',
  'costs.categoryLodging': 'Alojamiento',
  'costs.categoryCarRental': 'Alquiler de coche',
  'costs.categoryFood': 'Comida',
  'costs.categoryActivities': 'Actividades',
  'costs.categoryOther': 'Otros',
  'costs.empty': 'Aún no hay gastos. Estímalos o añade los tuyos.',
  'costs.deleteQuestion': '¿Quieres eliminar este gasto?',
  'costs.changedElsewhere':
    'Otra persona acaba de cambiar esta partida; aquí la tienes tal como la dejó.',
  'costs.changedElsewhereNotDeleted':
    'Otra persona acaba de cambiar esta partida; aquí la tienes tal como la dejó. No se ha eliminado.',
  'costs.deleteFailed': 'No se ha podido eliminar la partida de gasto. Inténtalo de nuevo.',
  'costs.linesLabel': 'Partidas de gasto',
  'costs.showFewer': 'Mostrar menos',
  'costs.showAll':
    'Mostrar {count, plural, one {la # partida de gasto} other {las # partidas de gasto}}',
  'costs.totalPlanned': 'Total previsto',
  'costs.totalRange': 'Rango {low} – {high} (incluye estimaciones)',
  'costs.totalActual': 'Total real',
  'costs.onBudget': 'Justo en el presupuesto',
  'costs.underBudget': '{amount} por debajo del presupuesto',
  'costs.overBudget': '{amount} por encima del presupuesto',
  'costs.noBudget': 'No hay presupuesto. Pon uno para ver si el plan encaja.',
  'costs.setBudget': 'Poner un presupuesto',
  'costs.budget': 'Presupuesto {amount}',
  'costs.plannedVerdict': 'Previsto: {verdict}',
  'costs.spentVerdict': 'Gastado: {verdict}',
  'costs.byCategoryLabel': 'Gastos por categoría',
  'costs.category': 'Categoría',
  'costs.planned': 'Previsto',
  'costs.actual': 'Real',
  'costs.total': 'Total',
  'costs.estimateChip': 'Estimación',
  'costs.range': 'Rango',
  'costs.moneyRange': '{low} – {high}',
  'costs.estimateSource': '{basis} Fuente: {dataset}, datos a {asOf}.',
  'costs.conversion':
    'Introducido como {typed, select, both {previsto {planned}, real {actual}} planned {previsto {planned}} other {real {actual}}}; convertido al tipo {rate} ({source}, {rateDate}).',
  'costs.edit': 'Editar',
  'costs.delete': 'Eliminar',
  'costs.editLabel': 'Editar {label}',
  'costs.deleteLabel': 'Eliminar {label}',
  'costs.formerTraveller': 'Antiguo viajero',
  'costs.namesAnd': '{names} y {last}',
  'costs.paidBy': 'Pagado por {name}',
  'costs.splitAmong':
    '{mode, select, equal {Repartido a partes iguales entre {names}} shares {Repartido por partes entre {names}} other {Repartido por importes entre {names}}}',
  'costs.paidByAndSplit':
    'Pagado por {name} · {mode, select, equal {repartido a partes iguales entre {names}} shares {repartido por partes entre {names}} other {repartido por importes entre {names}}}',
  'costs.estimateFormLabel': 'Estimar gastos',
  'costs.estimateIntro':
    'Las estimaciones usan las dietas oficiales (per diem) de EE. UU. para alojamiento y comidas, un modelo de tarifas aéreas basado en las tarifas medias del BTS de EE. UU. y los tipos de cambio del BCE. Solo rellenan las categorías en las que no tienes una partida propia y nunca cambian lo que has escrito.',
  'costs.carRentalPerDay': 'Alquiler de coche por día, {currency}',
  'costs.carRentalHelper': 'Opcional; déjalo vacío si no hay coche.',
  'costs.estimating': 'Estimando…',
  'costs.estimateButton': 'Estimar gastos',
  'costs.needsDates': 'Añade las fechas del viaje para estimar sus gastos.',
  'costs.estimateFailed': 'No se han podido estimar los gastos. Inténtalo de nuevo.',
  'costs.editTitle': 'Editar gasto',
  'costs.addTitle': 'Añadir un gasto',
  'costs.saveFailed': 'No se ha podido guardar la partida de gasto. Inténtalo de nuevo.',
  'costs.estimateBecomesOwn': 'Al guardar, esta estimación pasa a ser una partida tuya.',
  'costs.label': 'Nombre',
  'costs.labelPlaceholder': 'p. ej., presupuesto del hotel',
  'costs.plannedAmount': 'Importe previsto',
  'costs.actualAmount': 'Importe real',
  'costs.actualPlaceholder': 'Lo que pagaste',
  'costs.currency': 'Moneda',
  'costs.convertedHelper': 'Se convierte a {currency} al tipo de cambio más reciente que tenemos.',
  'costs.notes': 'Notas',
  'costs.cancel': 'Cancelar',
  'costs.save': 'Guardar',
  'costs.labelRequired': 'Ponle un nombre a la partida.',
  'costs.labelTooLong': 'El nombre tiene como máximo {max, number} caracteres.',
  'costs.notesTooLong': 'Las notas tienen como máximo {max, number} caracteres.',
  'costs.payerNameRequired': 'Escribe el nombre de quien pagó.',
  'costs.nameTooLong': 'Un nombre tiene como máximo {max, number} caracteres.',
  'costs.chooseTraveller': 'Elige al menos un viajero entre quienes repartirlo.',
  'costs.tooManyTravellers': 'Reparte un gasto entre {max, number} viajeros como máximo.',
  'costs.sharesInvalid': 'Las partes son números enteros del 1 al {max}.',
  'costs.splitHelp':
    'Repartimos el importe real, o el previsto si no hay real. Los repartos a partes iguales y por partes van en céntimos enteros: los céntimos que sobran van a los primeros viajeros de la lista, uno a cada uno.',
  'costs.modeNone': 'Sin repartir',
  'costs.modeEqual': 'A partes iguales entre los viajeros elegidos',
  'costs.modeShares': 'Por partes',
  'costs.modeAmounts': 'Por importes',
  'costs.nameLength': 'Escribe un nombre de 1 a {max, number} caracteres.',
  'costs.whoPaidLegend': 'Quién pagó y cómo se reparte',
  'costs.paidByLabel': 'Pagado por',
  'costs.notSaid': 'Sin indicar',
  'costs.someoneElse': 'Otra persona…',
  'costs.payerName': 'Nombre de quien pagó',
  'costs.payerHelper': 'Alguien sin cuenta en este viaje.',
  'costs.splitLabel': 'Reparto',
  'costs.splitAmongLabel': 'Repartir entre',
  'costs.sharesFor': 'Partes de {name}',
  'costs.amountFor': 'Importe de {name}',
  'costs.allAssigned': 'Asignado todo: {amount}.',
  'costs.leftToAssign': 'Quedan {amount} por asignar.',
  'costs.tooMuchAssigned': 'Asignado de más: {amount}.',
  'costs.someoneWithoutAccount': 'Alguien sin cuenta',
  'costs.addToSplit': 'Añadir al reparto',
  'costs.whoOwesWhom': 'Quién debe a quién',
  'costs.nothingSplit':
    'Aún no hay nada repartido. Indica quién pagó un gasto y cómo se reparte para ver quién debe a quién.',
  'costs.allSettled': 'Todo el mundo está en paz.',
  'costs.countedLines': 'Aquí solo cuentan los gastos que indican quién pagó y cómo se reparten.',
  'costs.balancesLabel': 'Saldos',
  'costs.traveller': 'Viajero',
  'costs.paid': 'Pagado',
  'costs.share': 'Parte',
  'costs.balance': 'Saldo',
  'costs.owes': 'debe {amount}',
  'costs.isOwed': 'le deben {amount}',
  'costs.settled': 'en paz',
  'costs.settleUp': 'Saldar cuentas',
  'costs.pays': '{from} paga a {to} {amount}',
  'costs.chartCaption': 'Gastos previstos por categoría',
  'costs.chartSummary': ': {items}.',
  'costs.chartSummaryItem': '{category} {amount}',
  'costs.listSeparator': ', ',
  'costs.loadingChart': 'Cargando el gráfico...',
  'costs.amountNegative': 'Un importe no puede ser negativo.',
  'costs.amountFormat': 'Escribe un importe como {example}.',
  'costs.amountDecimals':
    'Los importes en {currency} {exponent, plural, =0 {no tienen decimales} one {tienen como máximo # decimal} other {tienen como máximo # decimales}}.',
  'costs.amountTooLarge': 'Ese importe es demasiado grande.',
  'costs.phraseSpan': 'de {from} a {to}',
  'costs.phraseAnd': '{first} y {second}',
  'costs.labelLodging':
    'Alojamiento, {nights, plural, one {# noche} other {# noches}}, {rooms, plural, one {# habitación} other {# habitaciones}}',
  'costs.labelFood':
    'Comida e imprevistos, {days, plural, one {# día} other {# días}}, {travellers, plural, one {# viajero} other {# viajeros}}',
  'costs.labelAirfare':
    'Vuelo {route}, ida y vuelta, {travellers, plural, one {# viajero} other {# viajeros}}',
  'costs.labelDriving':
    '{fromAirport, select, yes {En coche desde el aeropuerto de {airport}, ida y vuelta, {cars, plural, one {# coche} other {# coches}}} other {En coche, ida y vuelta, {cars, plural, one {# coche} other {# coches}}}}',
  'costs.labelCarRental': 'Alquiler de coche, {days, plural, one {# día} other {# días}}',
  'costs.basisLodgingRate':
    '{nights, plural, one {# noche} other {# noches}} × {rooms, plural, one {# habitación} other {# habitaciones}} a la tarifa de alojamiento de dietas del Gobierno de EE. UU. para {area} ({rates} por noche, sin impuestos), una referencia de gama media, no un presupuesto.',
  'costs.basisLodgingByMonth':
    'La tarifa es una sola cifra todo el año, así que se ajusta por mes: las noches de {months} están {direction, select, above {un {percent} % por encima de} below {un {percent} % por debajo de} other {más o menos en}} la media del año ({source}, {years}).',
  'costs.basisLodgingFlat':
    'La tarifa es una sola cifra todo el año y no hay datos hoteleros mensuales para este lugar, así que el alojamiento cuesta lo mismo en cualquier fecha.',
  'costs.basisFoodRate':
    '{days, plural, one {# día} other {# días}} × {travellers, plural, one {# viajero} other {# viajeros}} a la tarifa de dietas para comidas e imprevistos del Gobierno de EE. UU. para {area} ({rates} al día, el primer y el último día al 75 %).',
  'costs.basisAirfareRoute':
    '{route}, {connections, plural, =0 {directo} =1 {una escala} =2 {dos escalas} =3 {tres escalas} other {# escalas}}: {travellers, plural, one {# ida y vuelta} other {# idas y vueltas}} a {fare} cada una, según un modelo de rutas ajustado con tarifas medias de EE. UU. (BTS) para los {km} km de vuelo{withPremium, select, yes {, más {premium} por escala} other {}}{withOwnLevel, select, yes { y el nivel de tarifas propio de {ownFareLevel}} other {}}, no un presupuesto.',
  'costs.basisAirfareInternational':
    'El modelo se basa en tarifas nacionales de EE. UU., así que el precio internacional puede variar mucho (de ahí el rango más amplio).',
  'costs.basisAirfareRoutes': 'Rutas tal como se volaban en 2014 (OpenFlights).',
  'costs.basisAirfareRoutesAssumed':
    'Rutas tal como se volaban en 2014 (OpenFlights); un aeropuerto de este viaje no tiene rutas en esos datos, así que se supone su conexión con el hub más cercano.',
  'costs.basisAirfareByMonth':
    'Las tarifas con salida en {month} están {direction, select, above {un {percent} % por encima de} below {un {percent} % por debajo de} other {más o menos en}} la media del año ({source}, {years}).',
  'costs.basisAirfareFlat':
    'No hay datos mensuales de tarifas para vuelos de {from} a {to}, así que la tarifa es la misma todos los meses.',
  'costs.basisAirfareHoliday':
    'Viajar junto a {holiday} suma un {percent} % (una regla práctica: los asientos en torno a los festivos se venden más caros; no sale de los datos de tarifas).',
  'costs.basisDrivingFromAirport':
    'El aeropuerto más cercano con vuelos regulares es {airport}, a {km} km en línea recta.',
  'costs.basisDrivingRoad':
    'Unos {km} km de carretera ida y vuelta (distancia en línea recta × {factor}) × {cars, plural, one {# coche} other {# coches}} a {guessed, select, yes {unos {guessPerKm}/km estimados de combustible y desgaste (puedes cambiarlo)} other {tu coste por km}}.',
  'costs.basisDrivingNoRental': 'No incluye coche de alquiler.',
  'costs.basisCarRentalDays':
    '{days, plural, one {# día} other {# días}} a la tarifa diaria que indicaste.',
  'costs.basisConverted': 'Convertido desde {currency} a {rate} ({source}, {date}).',
  'costs.noteCounty':
    '{city} no figura en las tarifas de la GSA; usamos {area}, que cubre el condado de {county}.',
  'costs.noteConusCounty':
    '{city} y el condado de {county} no figuran en las tarifas de la GSA, así que se aplica la tarifa estándar CONUS.',
  'costs.noteConus':
    '{city} no figura en las tarifas de la GSA y no sabemos su condado, así que se aplica la tarifa estándar CONUS.',
  'costs.noteNoCountry':
    'No pudimos saber en qué país o estado está {city}, así que no se estiman el alojamiento ni la comida.',
  'costs.noteCatchAll': '{city} no figura en las tarifas de dietas; usamos {area}.',
  'costs.noteForeignOther':
    'No hay tarifas de dietas para el país de {city}; usamos la tarifa de otras localidades extranjeras.',
  'costs.noteLodgingOther': 'No se publica tarifa de alojamiento para {meals}; usamos {lodging}.',
  'costs.noteNoLodging':
    'No se publica tarifa de alojamiento para {meals}, así que no se estima el alojamiento.',
  'costs.noteNoOrigin': 'No hay lugar de salida, así que no se estima el viaje hasta el destino.',
  'costs.noteNotLocated':
    'No pudimos ubicar ambos lugares, así que no se estima el viaje hasta el destino.',
  'costs.datasetOwnFigure': 'Tu cifra',
  'costs.datasetGuess': 'Estimación (a ojo)',
} satisfies Translation<typeof en>;
