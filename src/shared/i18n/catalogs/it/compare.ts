import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {
  'compare.loading': 'Caricamento...',
  'compare.rankCheapest': 'Il più economico',
  'compare.rankAboutSame': 'Più o meno come il più economico',
  'compare.driving': 'Auto',
  'compare.estimateNote':
    'Tutte le cifre sono stime da dati ufficiali, mostrate come intervallo minimo–massimo; si confronta la cifra centrale.',
  'compare.sources': 'Fonti: {sources}.',
  'compare.sourcesSeparator': '; ',
  'compare.weather': '{high} °C, {rain} mm di pioggia',
  'compare.datesNeeded':
    'Aggiungi prima le date del viaggio: il confronto ne mantiene la durata e la prova in altre date.',
  'compare.datesFailed': 'Non è stato possibile confrontare le date.',
  'compare.datesHeading': 'Quando costa meno?',
  'compare.noWindows': 'Non è stato possibile stimare nessuna data per questo viaggio.',
  'compare.everyStartDate': 'Tutte le date di partenza',
  'compare.cheapestDates': 'Le date più economiche',
  'compare.someStartDates': 'Alcune date di partenza: tutte costano più o meno uguale',
  'compare.moved': 'Nuove date del tuo viaggio: {range}.',
  'compare.moveFailed': 'Non è stato possibile spostare il viaggio. Riprova.',
  'compare.sameTrip':
    '{nights, plural, one {La stessa notte} other {Le stesse # notti}}, viaggiatori e città di partenza, per ogni data di partenza nel periodo {range}.',
  'compare.whatChanges': 'Cosa cambia il costo',
  'compare.loadingChart': 'Caricamento del grafico…',
  'compare.aroundDates': 'Intorno alle tue date ({range}): stima {estimate}.',
  'compare.aroundDatesLodging':
    'Intorno alle tue date ({range}): stima {estimate}, alloggio circa {lodging}.',
  'compare.windowEstimate': 'Stima {range} (circa {mid})',
  'compare.aboutSame': 'Più o meno come intorno alle tue date.',
  'compare.aboutSameLodging':
    'Nel complesso più o meno come intorno alle tue date, anche se l’alloggio costa circa {lodging} in meno.',
  'compare.saves': 'Risparmi circa {amount} rispetto alle tue date.',
  'compare.savesLodging':
    'Risparmi circa {amount} rispetto alle tue date, di cui {lodging} sull’alloggio.',
  'compare.longWeekend': 'Ponte: {name}',
  'compare.nextToHoliday': 'Vicino a {holiday}: tariffe festive',
  'compare.typicalWeather': 'Meteo tipico: {weather}',
  'compare.flightsQuote': 'Voli {amount}, prezzo rilevato alle {time} ({source})',
  'compare.moveButton': 'Sposta il mio viaggio in queste date',
  'compare.moveLabel': 'Sposta il mio viaggio in queste date: {range}',
  'compare.moving': 'Spostamento…',
  'compare.showFewer': 'Mostra meno',
  'compare.showAll':
    'Mostra {count, plural, one {la # data di partenza} other {tutte le # date di partenza}}',
  'compare.chartRange': 'Intervallo minimo–massimo',
  'compare.chartTotal': 'Totale stimato',
  'compare.chartAirfare': 'Voli',
  'compare.keyTotal': 'Totale stimato, fascia minimo–massimo',
  'compare.keyAirfare': 'Voli (la loro stagione)',
  'compare.keyHoliday': 'Ponte o festività',
  'compare.placesFailed': 'Non è stato possibile confrontare i luoghi.',
  'compare.addPlaceHint':
    'Aggiungi un luogo per vedere quanto costerebbe lì il tuo viaggio, con le stesse date e gli stessi viaggiatori.',
  'compare.switched': 'Il tuo viaggio ora è per {place}.',
  'compare.switchFailed': 'Non è stato possibile cambiare il viaggio. Riprova.',
  'compare.placesHeading': 'Confronta con altri luoghi',
  'compare.placesFull':
    'Stai confrontando {max, number} luoghi, il massimo alla volta; rimuovine uno per aggiungerne un altro.',
  'compare.placesCompared': 'Luoghi confrontati',
  'compare.removePlace': 'Rimuovi {place}',
  'compare.placesSideBySide': 'Luoghi a confronto',
  'compare.placesCaption': 'Costo stimato per categoria, prima il tuo viaggio',
  'compare.yourTrip': 'Il tuo viaggio',
  'compare.total': 'Totale',
  'compare.typicalWeatherRow': 'Meteo tipico',
  'compare.monthWeather': '{month}: {weather}',
  'compare.noClimate': 'Nessun dato climatico nelle vicinanze',
  'compare.why': 'Perché',
  'compare.switchButton': 'Sposta il mio viaggio in questo luogo',
  'compare.switchLabel': 'Sposta il mio viaggio in questo luogo: {place}',
  'compare.tripsFailed': 'Non è stato possibile confrontare i viaggi.',
  'compare.basisPlanned': 'Previsto',
  'compare.basisEstimate': 'Stima',
  'compare.basisNone': 'Nessuna data da stimare',
  'compare.about': 'Circa {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': 'Quale rientra nel tuo budget?',
  'compare.tripsIntro':
    'Prima il più economico, in {currency}. Le stime sono intervalli da dati ufficiali; i totali previsti sono le tue voci.',
  'compare.tripsByTotal': 'Viaggi per totale',
  'compare.reasonLodgingNear':
    'Alloggio a {city} circa {perNight} a notte, vicino alla media dell’anno ({average})',
  'compare.reasonLodgingOff':
    'Alloggio a {city} circa {perNight} a notte, il {percent}% {direction, select, below {sotto la} other {sopra la}} media dell’anno ({average})',
  'compare.reasonLodging': 'Alloggio circa {perNight} a notte',
  'compare.reasonAirfare':
    'Volo{withRoute, select, yes { {route}} other {}} circa {each} a viaggiatore{withHoliday, select, yes {, con il sovrapprezzo festivo ({holiday})} other {}}',
  'compare.reasonDrive': 'Abbastanza vicino per andare in auto: {cost} di carburante e usura',
  'compare.variesLodgingSeason':
    'L’alloggio a {city} segue {perDiem, select, yes {le stagioni delle diarie per {perDiemArea}} other {{season}}}: {same, select, yes {circa {low}} other {da {low} a {high}}} a notte.',
  'compare.variesLodgingFlat':
    'L’alloggio a {city} costa {same, select, yes {circa {low}} other {da {low} a {high}}} a notte in ogni data: la sua tariffa di diaria non ha stagioni e nessun dato alberghiero mensile lo copre.',
  'compare.variesAirfareSeason':
    'I voli seguono {season}: {same, select, yes {circa {low}} other {da {low} a {high}}} a viaggiatore.',
  'compare.variesAirfareFlat':
    'Il volo costa {same, select, yes {circa {low}} other {da {low} a {high}}} a viaggiatore: nessun dato tariffario mensile copre questa rotta, quindi la tariffa non cambia con la stagione.',
  'compare.variesHoliday':
    'Le date vicine a un giorno festivo del tuo paese hanno un sovrapprezzo del {percent}% sul volo e una forbice più ampia: una regola empirica, non deriva dai dati tariffari.',
  'compare.variesFlatSeasons':
    'Tutte le date confrontate qui costano più o meno lo stesso, quindi nessuna è indicata come la più economica.',
  'compare.variesFlatNone':
    'Tutte le date costano più o meno lo stesso qui: nessun dato fa variare questo viaggio con la stagione, quindi nessuna settimana è indicata come la più economica.',
  'compare.longWeekendLabel': '{name}, {range}',
} satisfies Translation<typeof en>;
