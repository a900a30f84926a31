import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Vorschläge',
  'suggestions.show': 'Vorschläge anzeigen',
  'suggestions.hide': 'Vorschläge ausblenden',
  'suggestions.loading': 'Wird geladen …',
  'suggestions.none': 'Gerade keine Vorschläge.',
  'suggestions.bestTimes': 'Beste Reisezeiten',
  'suggestions.climateReason':
    '{warmth, select, hot {Heiß} warm {Warm} mild {Mild} cool {Kühl} other {Kalt}} {wetness, select, dry {und trocken} someRain {mit etwas Regen} other {und nass}}: {high, number, ::group-off} °C, {rain, number, ::group-off} mm Regen.',
  'suggestions.climateDescription':
    'Typisch sind {high, number, ::group-off} °C am Tag und {low, number, ::group-off} °C in der Nacht, bei {rain, number, ::group-off} mm Regen im Monat; Sonnenindex {score, number} von 100.',
  'suggestions.climateSource':
    'Typisches Wetter nach Monat in {city} ({iata}), aus 20 Jahren Daten von NASA POWER. Klima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.climateSourceAway':
    'Typisches Wetter nach Monat in {city} ({iata}), {km, number} km von {near} entfernt, aus 20 Jahren Daten von NASA POWER. Klima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.seasonsSource':
    'Offline-Vorschläge aus Ortsdaten von GeoNames: Jahreszeiten nach Breitengrad.',
  'suggestions.monthSpan': '{from} bis {to}',
  'suggestions.seasonDry': 'Trockenzeit',
  'suggestions.seasonWet': 'Regenzeit',
  'suggestions.seasonSpring': 'Frühling',
  'suggestions.seasonSummer': 'Sommer',
  'suggestions.seasonAutumn': 'Herbst',
  'suggestions.seasonWinter': 'Winter',
  'suggestions.reasonTropicsDry':
    'Das ganze Jahr warm; in den trockeneren Monaten kommt man meist am leichtesten herum.',
  'suggestions.reasonTropicsWet':
    'Grünere Landschaften, weniger Besucher und oft niedrigere Preise.',
  'suggestions.reasonPolarSummer': 'Sehr lange Tage und das mildeste Wetter des Jahres.',
  'suggestions.reasonPolarWinter':
    'Schnee und in klaren, dunklen Nächten die Chance auf Polarlichter.',
  'suggestions.reasonSpring': 'Mildes Wetter und weniger Besucher als im Sommer.',
  'suggestions.reasonAutumn': 'Noch mild, und der Sommertrubel ist vorbei.',
  'suggestions.reasonSummer': 'Die wärmsten, längsten Tage – und die meisten Besucher.',
  'suggestions.reasonWinter': 'Die ruhigste und oft günstigste Zeit.',
  'suggestions.latitudeCaveat':
    'Nur nach dem Breitengrad; lokales Klima, Höhe und Veranstaltungen können das verschieben.',
  'suggestions.describeTropicsDry':
    '{place} liegt in den Tropen, wo das Jahr vom Regen bestimmt wird, nicht von der Kälte. Plane Tage draußen und Ausflüge ins Umland für die trockeneren Monate. {caveat}',
  'suggestions.describeTropicsWet':
    'Rechne mit heftigen Schauern, oft am Nachmittag; bleib bei deinen Plänen flexibel. {caveat}',
  'suggestions.describePolarSummer':
    '{place} liegt weit im {direction, select, north {Norden} other {Süden}}: Der Sommer bringt fast endloses Tageslicht für Spaziergänge und Ausflüge. {caveat}',
  'suggestions.describePolarWinter': 'Die Tage sind kurz und kalt; pack für Schnee. {caveat}',
  'suggestions.describeSpring':
    'Eine angenehme Zeit, um {place} und die Orte ringsum zu Fuß zu erkunden. {caveat}',
  'suggestions.describeAutumn': 'Gut für längere Tage draußen und Tagesausflüge. {caveat}',
  'suggestions.describeSummer':
    'Buche früh; rechne mit mehr Besuchern und höheren Preisen. {caveat}',
  'suggestions.describeWinter':
    'Kürzere, kältere Tage; eine gute Zeit für eine Städtereise mit viel drinnen. {caveat}',
} satisfies Translation<typeof en>;
