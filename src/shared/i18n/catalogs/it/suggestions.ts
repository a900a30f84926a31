import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Suggerimenti',
  'suggestions.show': 'Mostra suggerimenti',
  'suggestions.hide': 'Nascondi suggerimenti',
  'suggestions.loading': 'Caricamento…',
  'suggestions.none': 'Nessun suggerimento al momento.',
  'suggestions.bestTimes': 'Periodi migliori per andare',
  'suggestions.climateReason':
    '{warmth, select, hot {Molto caldo} warm {Caldo} mild {Mite} cool {Fresco} other {Freddo}} {wetness, select, dry {e secco} someRain {con un po’ di pioggia} other {e piovoso}}: {high, number, ::group-off} °C, {rain, number, ::group-off} mm di pioggia.',
  'suggestions.climateDescription':
    'Di solito {high, number, ::group-off} °C di giorno e {low, number, ::group-off} °C di notte, con {rain, number, ::group-off} mm di pioggia nel mese; indice di sole {score, number} su 100.',
  'suggestions.climateSource':
    'Meteo tipico per mese a {city} ({iata}), da 20 anni di dati NASA POWER. Clima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.climateSourceAway':
    'Meteo tipico per mese a {city} ({iata}), a {km, number} km da {near}, da 20 anni di dati NASA POWER. Clima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.seasonsSource':
    'Suggerimenti offline dai dati dei luoghi di GeoNames: stagioni in base alla latitudine.',
  'suggestions.monthSpan': '{from} – {to}',
  'suggestions.seasonDry': 'Stagione secca',
  'suggestions.seasonWet': 'Stagione delle piogge',
  'suggestions.seasonSpring': 'Primavera',
  'suggestions.seasonSummer': 'Estate',
  'suggestions.seasonAutumn': 'Autunno',
  'suggestions.seasonWinter': 'Inverno',
  'suggestions.reasonTropicsDry':
    'Caldo tutto l’anno; i mesi più secchi sono di solito i più comodi per spostarsi.',
  'suggestions.reasonTropicsWet': 'Paesaggi più verdi, meno visitatori e spesso prezzi più bassi.',
  'suggestions.reasonPolarSummer': 'Giornate lunghissime e il clima più mite dell’anno.',
  'suggestions.reasonPolarWinter':
    'Neve e, nelle notti limpide e buie, la possibilità di vedere l’aurora.',
  'suggestions.reasonSpring': 'Clima mite e meno visitatori che in estate.',
  'suggestions.reasonAutumn': 'Ancora mite, e la folla estiva se n’è andata.',
  'suggestions.reasonSummer': 'Le giornate più calde e lunghe, e il periodo più affollato.',
  'suggestions.reasonWinter': 'Il periodo più tranquillo e spesso più economico.',
  'suggestions.latitudeCaveat':
    'Basato solo sulla latitudine; clima locale, altitudine ed eventi possono cambiare le cose.',
  'suggestions.describeTropicsDry':
    '{place} si trova ai tropici, dove l’anno è scandito dalla pioggia più che dal freddo. Programma le giornate all’aperto e le gite fuori città nei mesi più secchi. {caveat}',
  'suggestions.describeTropicsWet':
    'Aspettati forti acquazzoni, spesso nel pomeriggio; tieni i programmi flessibili. {caveat}',
  'suggestions.describePolarSummer':
    '{place} si trova molto a {direction, select, north {nord} other {sud}}: l’estate porta una luce quasi infinita per passeggiate e gite. {caveat}',
  'suggestions.describePolarWinter':
    'Le giornate sono brevi e fredde; prepara l’occorrente per la neve. {caveat}',
  'suggestions.describeSpring':
    'Un buon momento per girare a piedi {place} e i paesi intorno. {caveat}',
  'suggestions.describeAutumn':
    'Ideale per giornate più lunghe all’aperto e gite in giornata. {caveat}',
  'suggestions.describeSummer':
    'Prenota presto; aspettati più visitatori e prezzi più alti. {caveat}',
  'suggestions.describeWinter':
    'Giornate più corte e fredde; un buon momento per una fuga in città, al coperto. {caveat}',
} satisfies Translation<typeof en>;
