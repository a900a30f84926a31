import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {
  'compare.loading': 'Wird geladen …',
  'compare.rankCheapest': 'Am günstigsten',
  'compare.rankAboutSame': 'Etwa so günstig wie die günstigste Option',
  'compare.driving': 'Autofahrt',
  'compare.estimateNote':
    'Alle Zahlen sind Schätzungen aus amtlichen Daten, als Spanne von niedrig bis hoch; verglichen wird der mittlere Wert.',
  'compare.sources': 'Quellen: {sources}.',
  'compare.sourcesSeparator': '; ',
  'compare.weather': '{high} °C, {rain} mm Regen',
  'compare.datesNeeded':
    'Gib zuerst die Reisedaten ein: Der Vergleich behält die Reisedauer und probiert sie an anderen Daten aus.',
  'compare.datesFailed': 'Die Daten konnten nicht verglichen werden.',
  'compare.datesHeading': 'Wann ist es am günstigsten?',
  'compare.noWindows': 'Für diese Reise konnten keine Daten geschätzt werden.',
  'compare.everyStartDate': 'Alle Startdaten',
  'compare.cheapestDates': 'Die günstigsten Daten',
  'compare.someStartDates': 'Einige Startdaten: Jedes Datum kostet etwa gleich viel',
  'compare.moved': 'Neue Reisedaten: {range}.',
  'compare.moveFailed': 'Die Reise konnte nicht verschoben werden. Bitte versuch es noch einmal.',
  'compare.sameTrip':
    '{nights, plural, one {Dieselbe Nacht} other {Dieselben # Nächte}}, dieselben Reisenden und derselbe Abreiseort, für jedes Startdatum im Zeitraum {range}.',
  'compare.whatChanges': 'Was die Kosten verändert',
  'compare.loadingChart': 'Diagramm wird geladen …',
  'compare.aroundDates': 'Rund um deine Daten ({range}): Schätzung {estimate}.',
  'compare.aroundDatesLodging':
    'Rund um deine Daten ({range}): Schätzung {estimate}, Unterkunft etwa {lodging}.',
  'compare.windowEstimate': 'Schätzung {range} (etwa {mid})',
  'compare.aboutSame': 'Etwa gleich teuer wie rund um deine Daten.',
  'compare.aboutSameLodging':
    'Insgesamt etwa gleich teuer wie rund um deine Daten, die Unterkunft kostet aber etwa {lodging} weniger.',
  'compare.saves': 'Spart etwa {amount} gegenüber deinen Daten.',
  'compare.savesLodging':
    'Spart etwa {amount} gegenüber deinen Daten, davon {lodging} bei der Unterkunft.',
  'compare.longWeekend': 'Langes Wochenende: {name}',
  'compare.nextToHoliday': 'Nahe {holiday}: Feiertagspreise für Flüge',
  'compare.typicalWeather': 'Typisches Wetter: {weather}',
  'compare.flightsQuote': 'Flüge {amount}, Angebot von {time} Uhr ({source})',
  'compare.moveButton': 'Meine Reise auf diese Daten verschieben',
  'compare.moveLabel': 'Meine Reise auf diese Daten verschieben: {range}',
  'compare.moving': 'Wird verschoben …',
  'compare.showFewer': 'Weniger anzeigen',
  'compare.showAll': 'Alle {count, plural, one {# Startdatum} other {# Startdaten}} anzeigen',
  'compare.chartRange': 'Spanne niedrig–hoch',
  'compare.chartTotal': 'Geschätzte Summe',
  'compare.chartAirfare': 'Flug',
  'compare.keyTotal': 'Geschätzte Summe, Band niedrig–hoch',
  'compare.keyAirfare': 'Flug (seine Saison)',
  'compare.keyHoliday': 'Langes Wochenende oder Feiertag',
  'compare.placesFailed': 'Die Orte konnten nicht verglichen werden.',
  'compare.addPlaceHint':
    'Füge einen Ort hinzu, um zu sehen, was deine Reise dort kostet – mit denselben Daten und Reisenden.',
  'compare.switched': 'Deine Reise geht jetzt nach {place}.',
  'compare.switchFailed': 'Die Reise konnte nicht geändert werden. Bitte versuch es noch einmal.',
  'compare.placesHeading': 'Mit anderen Orten vergleichen',
  'compare.placesFull':
    'Du vergleichst {max, number} Orte, mehr geht nicht auf einmal; entferne einen, um einen anderen hinzuzufügen.',
  'compare.placesCompared': 'Verglichene Orte',
  'compare.removePlace': '{place} entfernen',
  'compare.placesSideBySide': 'Orte nebeneinander',
  'compare.placesCaption': 'Geschätzte Kosten nach Kategorie, deine Reise zuerst',
  'compare.yourTrip': 'Deine Reise',
  'compare.total': 'Summe',
  'compare.typicalWeatherRow': 'Typisches Wetter',
  'compare.monthWeather': '{month}: {weather}',
  'compare.noClimate': 'Keine Klimadaten in der Nähe',
  'compare.why': 'Warum',
  'compare.switchButton': 'Meine Reise an diesen Ort verlegen',
  'compare.switchLabel': 'Meine Reise an diesen Ort verlegen: {place}',
  'compare.tripsFailed': 'Die Reisen konnten nicht verglichen werden.',
  'compare.basisPlanned': 'Geplant',
  'compare.basisEstimate': 'Schätzung',
  'compare.basisNone': 'Keine Daten zum Schätzen',
  'compare.about': 'Etwa {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': 'Was passt zu deinem Budget?',
  'compare.tripsIntro':
    'Die günstigste zuerst, in {currency}. Schätzungen sind Spannen aus amtlichen Daten; geplante Summen sind deine eigenen Posten.',
  'compare.tripsByTotal': 'Reisen nach Summe',
  'compare.reasonLodgingNear':
    'Unterkunft in {city} etwa {perNight} pro Nacht, nahe am Jahresdurchschnitt ({average})',
  'compare.reasonLodgingOff':
    'Unterkunft in {city} etwa {perNight} pro Nacht, {percent} % {direction, select, below {unter} other {über}} dem Jahresdurchschnitt ({average})',
  'compare.reasonLodging': 'Unterkunft etwa {perNight} pro Nacht',
  'compare.reasonAirfare':
    'Flug{withRoute, select, yes { {route}} other {}} etwa {each} pro Person{withHoliday, select, yes {, mit Feiertagszuschlag ({holiday})} other {}}',
  'compare.reasonDrive':
    'Nah genug für die Fahrt mit dem Auto: {cost} für Kraftstoff und Verschleiß',
  'compare.variesLodgingSeason':
    'Unterkunft in {city} folgt {perDiem, select, yes {den Tagegeld-Saisons für {perDiemArea}} other {{season}}}: {same, select, yes {etwa {low}} other {{low} bis {high}}} pro Nacht.',
  'compare.variesLodgingFlat':
    'Unterkunft in {city} kostet an jedem Datum {same, select, yes {etwa {low}} other {{low} bis {high}}} pro Nacht: Der Tagegeldsatz dort hat keine Saisons und keine monatlichen Hoteldaten reichen bis dorthin.',
  'compare.variesAirfareSeason':
    'Flugpreise folgen {season}: {same, select, yes {etwa {low}} other {{low} bis {high}}} pro Person.',
  'compare.variesAirfareFlat':
    'Der Flug kostet {same, select, yes {etwa {low}} other {{low} bis {high}}} pro Person: Keine monatlichen Flugpreisdaten decken diese Strecke ab, daher ändert sich der Preis nicht mit der Saison.',
  'compare.variesHoliday':
    'Termine rund um einen Feiertag deines Heimatlandes tragen {percent} % Flugpreiszuschlag und eine größere Spanne: eine Faustregel, nicht aus den Flugpreisdaten.',
  'compare.variesFlatSeasons':
    'Jeder hier verglichene Termin kostet etwa gleich viel, daher wird keiner als der günstigste genannt.',
  'compare.variesFlatNone':
    'Jeder Termin kostet hier etwa gleich viel: Keine Daten verändern die Kosten dieser Reise nach Saison, daher wird keine Woche als die günstigste genannt.',
  'compare.longWeekendLabel': '{name}, {range}',
} satisfies Translation<typeof en>;
