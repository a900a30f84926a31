import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Sugerencias',
  'suggestions.show': 'Mostrar sugerencias',
  'suggestions.hide': 'Ocultar sugerencias',
  'suggestions.loading': 'Cargando…',
  'suggestions.none': 'Ahora mismo no hay sugerencias.',
  'suggestions.bestTimes': 'Mejores épocas para ir',
  'suggestions.climateReason':
    '{warmth, select, hot {Caluroso} warm {Cálido} mild {Templado} cool {Fresco} other {Frío}} {wetness, select, dry {y seco} someRain {con algo de lluvia} other {y lluvioso}}: {high, number, ::group-off} °C, {rain, number, ::group-off} mm de lluvia.',
  'suggestions.climateDescription':
    'Normalmente {high, number, ::group-off} °C de día y {low, number, ::group-off} °C de noche, con {rain, number, ::group-off} mm de lluvia en el mes; índice de sol {score, number} de 100.',
  'suggestions.climateSource':
    'Tiempo típico por mes en {city} ({iata}), a partir de 20 años de datos de NASA POWER. Clima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.climateSourceAway':
    'Tiempo típico por mes en {city} ({iata}), a {km, number} km de {near}, a partir de 20 años de datos de NASA POWER. Clima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.seasonsSource':
    'Sugerencias sin conexión a partir de datos de lugares de GeoNames: estaciones según la latitud.',
  'suggestions.monthSpan': 'de {from} a {to}',
  'suggestions.seasonDry': 'Estación seca',
  'suggestions.seasonWet': 'Estación de lluvias',
  'suggestions.seasonSpring': 'Primavera',
  'suggestions.seasonSummer': 'Verano',
  'suggestions.seasonAutumn': 'Otoño',
  'suggestions.seasonWinter': 'Invierno',
  'suggestions.reasonTropicsDry':
    'Calor todo el año; los meses más secos suelen ser los más cómodos para moverse.',
  'suggestions.reasonTropicsWet':
    'Paisajes más verdes, menos visitantes y, a menudo, precios más bajos.',
  'suggestions.reasonPolarSummer': 'Días muy largos y el tiempo más suave del año.',
  'suggestions.reasonPolarWinter':
    'Nieve y, en noches despejadas y oscuras, la posibilidad de ver auroras.',
  'suggestions.reasonSpring': 'Tiempo agradable y menos visitantes que en verano.',
  'suggestions.reasonAutumn': 'Todavía templado, y ya sin las multitudes del verano.',
  'suggestions.reasonSummer': 'Los días más cálidos y largos, y la época de más afluencia.',
  'suggestions.reasonWinter': 'La época más tranquila y, a menudo, la más barata.',
  'suggestions.latitudeCaveat':
    'Basado solo en su latitud; el clima local, la altitud y los eventos pueden cambiarlo.',
  'suggestions.describeTropicsDry':
    '{place} está en los trópicos, donde el año gira en torno a la lluvia y no al frío. Planea los días al aire libre y las excursiones para los meses más secos. {caveat}',
  'suggestions.describeTropicsWet':
    'Espera chaparrones fuertes, a menudo por la tarde; mantén tus planes flexibles. {caveat}',
  'suggestions.describePolarSummer':
    '{place} está muy al {direction, select, north {norte} other {sur}}: el verano trae luz casi sin fin para paseos y excursiones. {caveat}',
  'suggestions.describePolarWinter':
    'Los días son cortos y fríos; prepárate para la nieve. {caveat}',
  'suggestions.describeSpring':
    'Un buen momento para recorrer a pie {place} y los pueblos de alrededor. {caveat}',
  'suggestions.describeAutumn':
    'Bueno para pasar más tiempo fuera y hacer excursiones de un día. {caveat}',
  'suggestions.describeSummer':
    'Reserva con antelación; espera más visitantes y precios más altos. {caveat}',
  'suggestions.describeWinter':
    'Días más cortos y fríos; buen momento para una escapada urbana bajo techo. {caveat}',
} satisfies Translation<typeof en>;
