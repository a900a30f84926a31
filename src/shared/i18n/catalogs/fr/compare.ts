import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {
  'compare.loading': 'Chargement…',
  'compare.rankCheapest': 'Le moins cher',
  'compare.rankAboutSame': 'À peu près comme le moins cher',
  'compare.driving': 'Voiture',
  'compare.estimateNote':
    'Tous les chiffres sont des estimations tirées de données officielles, présentées en fourchette basse–haute ; c’est le chiffre médian qui est comparé.',
  'compare.sources': 'Sources : {sources}.',
  'compare.sourcesSeparator': ' ; ',
  'compare.weather': '{high} °C, {rain} mm de pluie',
  'compare.datesNeeded':
    'Ajoutez d’abord les dates du voyage : la comparaison garde sa durée et l’essaie à d’autres dates.',
  'compare.datesFailed': 'Les dates n’ont pas pu être comparées.',
  'compare.datesHeading': 'Quand est-ce le moins cher ?',
  'compare.noWindows': 'Aucune date n’a pu être estimée pour ce voyage.',
  'compare.everyStartDate': 'Toutes les dates de départ',
  'compare.cheapestDates': 'Les dates les moins chères',
  'compare.someStartDates': 'Quelques dates de départ : toutes coûtent à peu près autant',
  'compare.moved': 'Nouvelles dates de votre voyage : {range}.',
  'compare.moveFailed': 'Le voyage n’a pas pu être déplacé. Veuillez réessayer.',
  'compare.sameTrip':
    '{nights, plural, one {La même nuit} other {Les mêmes # nuits}}, voyageurs et ville de départ, pour chaque date de départ de la période {range}.',
  'compare.whatChanges': 'Ce qui fait varier le coût',
  'compare.loadingChart': 'Chargement du graphique…',
  'compare.aroundDates': 'Autour de vos dates ({range}) : estimation {estimate}.',
  'compare.aroundDatesLodging':
    'Autour de vos dates ({range}) : estimation {estimate}, hébergement environ {lodging}.',
  'compare.windowEstimate': 'Estimation {range} (environ {mid})',
  'compare.aboutSame': 'À peu près comme autour de vos dates.',
  'compare.aboutSameLodging':
    'Au total, à peu près comme autour de vos dates, mais l’hébergement coûte environ {lodging} de moins.',
  'compare.saves': 'Économise environ {amount} par rapport à vos dates.',
  'compare.savesLodging':
    'Économise environ {amount} par rapport à vos dates, dont {lodging} sur l’hébergement.',
  'compare.longWeekend': 'Pont : {name}',
  'compare.nextToHoliday': 'Près de {holiday} : tarifs de jour férié',
  'compare.typicalWeather': 'Météo habituelle : {weather}',
  'compare.flightsQuote': 'Vols {amount}, prix relevé à {time} ({source})',
  'compare.moveButton': 'Déplacer mon voyage à ces dates',
  'compare.moveLabel': 'Déplacer mon voyage à ces dates : {range}',
  'compare.moving': 'Déplacement…',
  'compare.showFewer': 'Afficher moins',
  'compare.showAll':
    'Afficher {count, plural, one {la # date de départ} other {les # dates de départ}}',
  'compare.chartRange': 'Fourchette basse–haute',
  'compare.chartTotal': 'Total estimé',
  'compare.chartAirfare': 'Avion',
  'compare.keyTotal': 'Total estimé, bande basse–haute',
  'compare.keyAirfare': 'Avion (sa saison)',
  'compare.keyHoliday': 'Pont ou jour férié',
  'compare.placesFailed': 'Les lieux n’ont pas pu être comparés.',
  'compare.addPlaceHint':
    'Ajoutez un lieu pour voir le prix de votre voyage là-bas, aux mêmes dates et avec les mêmes voyageurs.',
  'compare.switched': 'Votre voyage est désormais pour {place}.',
  'compare.switchFailed': 'Le voyage n’a pas pu être changé. Veuillez réessayer.',
  'compare.placesHeading': 'Comparer avec d’autres lieux',
  'compare.placesFull':
    'Vous comparez {max, number} lieux, le maximum à la fois ; retirez-en un pour en ajouter un autre.',
  'compare.placesCompared': 'Lieux comparés',
  'compare.removePlace': 'Retirer {place}',
  'compare.placesSideBySide': 'Lieux côte à côte',
  'compare.placesCaption': 'Coût estimé par catégorie, votre voyage en premier',
  'compare.yourTrip': 'Votre voyage',
  'compare.total': 'Total',
  'compare.typicalWeatherRow': 'Météo habituelle',
  'compare.monthWeather': '{month} : {weather}',
  'compare.noClimate': 'Pas de données climatiques à proximité',
  'compare.why': 'Pourquoi',
  'compare.switchButton': 'Changer mon voyage pour ce lieu',
  'compare.switchLabel': 'Changer mon voyage pour ce lieu : {place}',
  'compare.tripsFailed': 'Les voyages n’ont pas pu être comparés.',
  'compare.basisPlanned': 'Prévu',
  'compare.basisEstimate': 'Estimation',
  'compare.basisNone': 'Pas de dates pour estimer',
  'compare.about': 'Environ {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': 'Lequel tient dans votre budget ?',
  'compare.tripsIntro':
    'Le moins cher d’abord, en {currency}. Les estimations sont des fourchettes tirées de données officielles ; les totaux prévus sont vos propres postes.',
  'compare.tripsByTotal': 'Voyages par total',
  'compare.reasonLodgingNear':
    'Hébergement à {city} environ {perNight} la nuit, proche de la moyenne de l’année ({average})',
  'compare.reasonLodgingOff':
    'Hébergement à {city} environ {perNight} la nuit, {percent} % {direction, select, below {en dessous de} other {au-dessus de}} la moyenne de l’année ({average})',
  'compare.reasonLodging': 'Hébergement environ {perNight} la nuit',
  'compare.reasonAirfare':
    'Vol{withRoute, select, yes { {route}} other {}} environ {each} par voyageur{withHoliday, select, yes {, avec le supplément jour férié ({holiday})} other {}}',
  'compare.reasonDrive': 'Assez proche pour y aller en voiture : {cost} de carburant et d’usure',
  'compare.variesLodgingSeason':
    'L’hébergement à {city} suit {perDiem, select, yes {les saisons du barème d’indemnités pour {perDiemArea}} other {{season}}} : {same, select, yes {environ {low}} other {de {low} à {high}}} la nuit.',
  'compare.variesLodgingFlat':
    'L’hébergement à {city} coûte {same, select, yes {environ {low}} other {de {low} à {high}}} la nuit à toutes les dates : son barème d’indemnités n’a pas de saisons et aucune donnée hôtelière mensuelle ne le couvre.',
  'compare.variesAirfareSeason':
    'Les vols suivent {season} : {same, select, yes {environ {low}} other {de {low} à {high}}} par voyageur.',
  'compare.variesAirfareFlat':
    'Le vol coûte {same, select, yes {environ {low}} other {de {low} à {high}}} par voyageur : aucune donnée tarifaire mensuelle ne couvre ce trajet, le tarif ne change donc pas selon la saison.',
  'compare.variesHoliday':
    'Les dates proches d’un jour férié de votre pays ont un supplément de {percent} % sur le vol et une fourchette plus large : une règle empirique, qui ne vient pas des données tarifaires.',
  'compare.variesFlatSeasons':
    'Toutes les dates comparées ici coûtent à peu près pareil : aucune n’est donc désignée comme la moins chère.',
  'compare.variesFlatNone':
    'Toutes les dates coûtent à peu près pareil ici : aucune donnée ne fait varier ce voyage selon la saison, aucune semaine n’est donc désignée comme la moins chère.',
  'compare.longWeekendLabel': '{name}, {range}',
} satisfies Translation<typeof en>;
