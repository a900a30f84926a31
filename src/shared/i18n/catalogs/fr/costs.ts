import type { Translation } from '../../translation';
import type en from '../en/costs';

export default {
  'costs.heading': 'Dépenses',
  'costs.addCost': 'Ajouter une dépense',
  'costs.loading': 'Chargement…',
  'costs.loadFailed': 'Le budget prévisionnel n’a pas pu être chargé.',
  'costs.credits':
    'Estimations : indemnités journalières (per diem) de la GSA, du DoD et du Département d’État américains ; tarifs aériens du BTS américain ; taux de change de la BCE.',
  'costs.categoryAirfare': 'Avion',
  'costs.categoryLodging': 'Hébergement',
  'costs.categoryCarRental': 'Location de voiture',
  'costs.categoryFood': 'Repas',
  'costs.categoryActivities': 'Activités',
  'costs.categoryOther': 'Autres',
  'costs.empty': 'Aucune dépense pour l’instant. Estimez-les ou ajoutez les vôtres.',
  'costs.deleteQuestion': 'Voulez-vous supprimer cette dépense ?',
  'costs.changedElsewhere':
    'Quelqu’un d’autre vient de modifier ce poste ; le voici tel qu’il l’a laissé.',
  'costs.changedElsewhereNotDeleted':
    'Quelqu’un d’autre vient de modifier ce poste ; le voici tel qu’il l’a laissé. Il n’a pas été supprimé.',
  'costs.deleteFailed': 'Le poste de dépense n’a pas pu être supprimé. Veuillez réessayer.',
  'costs.linesLabel': 'Postes de dépense',
  'costs.showFewer': 'Afficher moins',
  'costs.showAll':
    'Afficher {count, plural, one {le # poste de dépense} other {les # postes de dépense}}',
  'costs.totalPlanned': 'Total prévu',
  'costs.totalRange': 'Fourchette {low} – {high} (estimations comprises)',
  'costs.totalActual': 'Total réel',
  'costs.onBudget': 'Pile dans le budget',
  'costs.underBudget': '{amount} sous le budget',
  'costs.overBudget': '{amount} au-dessus du budget',
  'costs.noBudget': 'Aucun budget défini. Définissez-en un pour voir si le plan tient.',
  'costs.setBudget': 'Définir un budget',
  'costs.budget': 'Budget {amount}',
  'costs.plannedVerdict': 'Prévu : {verdict}',
  'costs.spentVerdict': 'Dépensé : {verdict}',
  'costs.byCategoryLabel': 'Dépenses par catégorie',
  'costs.category': 'Catégorie',
  'costs.planned': 'Prévu',
  'costs.actual': 'Réel',
  'costs.total': 'Total',
  'costs.estimateChip': 'Estimation',
  'costs.range': 'Fourchette',
  'costs.moneyRange': '{low} – {high}',
  'costs.estimateSource': '{basis} Source : {dataset}, données au {asOf}.',
  'costs.conversion':
    'Saisi en {typed, select, both {prévu {planned}, réel {actual}} planned {prévu {planned}} other {réel {actual}}} ; converti au taux de {rate} ({source}, {rateDate}).',
  'costs.edit': 'Modifier',
  'costs.delete': 'Supprimer',
  'costs.editLabel': 'Modifier {label}',
  'costs.deleteLabel': 'Supprimer {label}',
  'costs.formerTraveller': 'Ancien voyageur',
  'costs.namesAnd': '{names} et {last}',
  'costs.paidBy': 'Payé par {name}',
  'costs.splitAmong':
    '{mode, select, equal {Partagé à parts égales entre {names}} shares {Partagé par parts entre {names}} other {Partagé par montants entre {names}}}',
  'costs.paidByAndSplit':
    'Payé par {name} · {mode, select, equal {partagé à parts égales entre {names}} shares {partagé par parts entre {names}} other {partagé par montants entre {names}}}',
  'costs.estimateFormLabel': 'Estimer les dépenses',
  'costs.estimateIntro':
    'Les estimations utilisent les indemnités journalières officielles américaines (per diem) pour l’hébergement et les repas, un modèle de tarifs aériens tiré des tarifs moyens du BTS américain et les taux de change de la BCE. Elles ne remplissent que les catégories où vous n’avez aucun poste à vous et ne modifient jamais ce que vous avez saisi.',
  'costs.carRentalPerDay': 'Location de voiture par jour, {currency}',
  'costs.carRentalHelper': 'Facultatif ; laissez vide si vous n’avez pas de voiture.',
  'costs.estimating': 'Estimation…',
  'costs.estimateButton': 'Estimer les dépenses',
  'costs.needsDates': 'Ajoutez les dates du voyage pour en estimer les dépenses.',
  'costs.estimateFailed': 'Les dépenses n’ont pas pu être estimées. Veuillez réessayer.',
  'costs.editTitle': 'Modifier la dépense',
  'costs.addTitle': 'Ajouter une dépense',
  'costs.saveFailed': 'Le poste de dépense n’a pas pu être enregistré. Veuillez réessayer.',
  'costs.estimateBecomesOwn': 'En enregistrant, cette estimation devient votre propre poste.',
  'costs.label': 'Intitulé',
  'costs.labelPlaceholder': 'p. ex. devis de l’hôtel',
  'costs.plannedAmount': 'Montant prévu',
  'costs.actualAmount': 'Montant réel',
  'costs.actualPlaceholder': 'Ce que vous avez payé',
  'costs.currency': 'Devise',
  'costs.convertedHelper':
    'Converti en {currency} au taux de change le plus récent dont nous disposons.',
  'costs.notes': 'Notes',
  'costs.cancel': 'Annuler',
  'costs.save': 'Enregistrer',
  'costs.labelRequired': 'Donnez un intitulé au poste.',
  'costs.labelTooLong': 'Un intitulé compte au plus {max, number} caractères.',
  'costs.notesTooLong': 'Les notes comptent au plus {max, number} caractères.',
  'costs.payerNameRequired': 'Indiquez le nom de la personne qui a payé.',
  'costs.nameTooLong': 'Un nom compte au plus {max, number} caractères.',
  'costs.chooseTraveller': 'Choisissez au moins un voyageur entre qui partager.',
  'costs.tooManyTravellers': 'Partagez une dépense entre {max, number} voyageurs au plus.',
  'costs.sharesInvalid': 'Les parts sont des nombres entiers de 1 à {max}.',
  'costs.splitHelp':
    'Nous partageons le montant réel, ou le montant prévu s’il n’y a pas de montant réel. Les partages à parts égales et par parts se font en centimes entiers : les centimes restants vont aux premiers voyageurs de la liste, un chacun.',
  'costs.modeNone': 'Non partagé',
  'costs.modeEqual': 'À parts égales entre les voyageurs choisis',
  'costs.modeShares': 'Par parts',
  'costs.modeAmounts': 'Par montants',
  'costs.nameLength': 'Saisissez un nom de 1 à {max, number} caractères.',
  'costs.whoPaidLegend': 'Qui a payé et comment c’est partagé',
  'costs.paidByLabel': 'Payé par',
  'costs.notSaid': 'Non précisé',
  'costs.someoneElse': 'Quelqu’un d’autre…',
  'costs.payerName': 'Nom de la personne qui a payé',
  'costs.payerHelper': 'Quelqu’un sans compte sur ce voyage.',
  'costs.splitLabel': 'Partage',
  'costs.splitAmongLabel': 'Partager entre',
  'costs.sharesFor': 'Parts de {name}',
  'costs.amountFor': 'Montant de {name}',
  'costs.allAssigned': 'Les {amount} sont entièrement attribués.',
  'costs.leftToAssign': 'Il reste {amount} à attribuer.',
  'costs.tooMuchAssigned': '{amount} attribués en trop.',
  'costs.someoneWithoutAccount': 'Quelqu’un sans compte',
  'costs.addToSplit': 'Ajouter au partage',
  'costs.whoOwesWhom': 'Qui doit quoi à qui',
  'costs.nothingSplit':
    'Rien n’est encore partagé. Indiquez qui a payé une dépense et comment elle est partagée pour voir qui doit quoi à qui.',
  'costs.allSettled': 'Tout le monde est quitte.',
  'costs.countedLines':
    'Seules les dépenses qui indiquent à la fois qui a payé et comment elles sont partagées comptent ici.',
  'costs.balancesLabel': 'Soldes',
  'costs.traveller': 'Voyageur',
  'costs.paid': 'Payé',
  'costs.share': 'Part',
  'costs.balance': 'Solde',
  'costs.owes': 'doit {amount}',
  'costs.isOwed': 'doit recevoir {amount}',
  'costs.settled': 'quitte',
  'costs.settleUp': 'Régler les comptes',
  'costs.pays': '{from} paie {amount} à {to}',
  'costs.chartCaption': 'Dépenses prévues par catégorie',
  'costs.chartSummary': ' : {items}.',
  'costs.chartSummaryItem': '{category} {amount}',
  'costs.listSeparator': ', ',
  'costs.loadingChart': 'Chargement du graphique…',
  'costs.amountNegative': 'Un montant ne peut pas être négatif.',
  'costs.amountFormat': 'Saisissez un montant comme {example}.',
  'costs.amountDecimals':
    'Les montants en {currency} {exponent, plural, =0 {n’ont pas de décimales} one {ont au plus # décimale} other {ont au plus # décimales}}.',
  'costs.amountTooLarge': 'Ce montant est trop élevé.',
  'costs.phraseSpan': '{from} à {to}',
  'costs.phraseAnd': '{first} et {second}',
  'costs.labelLodging':
    'Hébergement, {nights, plural, one {# nuit} other {# nuits}}, {rooms, plural, one {# chambre} other {# chambres}}',
  'costs.labelFood':
    'Repas et faux frais, {days, plural, one {# jour} other {# jours}}, {travellers, plural, one {# voyageur} other {# voyageurs}}',
  'costs.labelAirfare':
    'Vol {route}, aller-retour, {travellers, plural, one {# voyageur} other {# voyageurs}}',
  'costs.labelDriving':
    '{fromAirport, select, yes {Voiture depuis l’aéroport {airport}, aller-retour, {cars, plural, one {# voiture} other {# voitures}}} other {Voiture, aller-retour, {cars, plural, one {# voiture} other {# voitures}}}}',
  'costs.labelCarRental': 'Location de voiture, {days, plural, one {# jour} other {# jours}}',
  'costs.basisLodgingRate':
    '{nights, plural, one {# nuit} other {# nuits}} × {rooms, plural, one {# chambre} other {# chambres}} au barème d’hébergement des indemnités journalières du gouvernement américain pour {area} ({rates} la nuit, hors taxes), un repère de milieu de gamme, pas un devis.',
  'costs.basisLodgingByMonth':
    'Le barème est le même toute l’année, il est donc ajusté selon le mois : les nuits de {months} sont {direction, select, above {environ {percent} % au-dessus de} below {environ {percent} % en dessous de} other {à peu près à}} la moyenne de l’année ({source}, {years}).',
  'costs.basisLodgingFlat':
    'Le barème est le même toute l’année et aucune donnée hôtelière mensuelle ne couvre ce lieu : l’hébergement coûte donc pareil à toutes les dates.',
  'costs.basisFoodRate':
    '{days, plural, one {# jour} other {# jours}} × {travellers, plural, one {# voyageur} other {# voyageurs}} au barème repas et faux frais des indemnités journalières du gouvernement américain pour {area} ({rates} par jour, premier et dernier jour à 75 %).',
  'costs.basisAirfareRoute':
    '{route}, {connections, plural, =0 {direct} =1 {une correspondance} =2 {deux correspondances} =3 {trois correspondances} other {# correspondances}} : {travellers, plural, one {# aller-retour} other {# allers-retours}} à {fare} chacun, d’après un modèle de trajets ajusté sur les tarifs moyens américains (BTS) pour les {km} km parcourus{withPremium, select, yes {, plus {premium} par correspondance} other {}}{withOwnLevel, select, yes { et le niveau de tarifs propre à {ownFareLevel}} other {}}, pas un devis.',
  'costs.basisAirfareInternational':
    'Le modèle repose sur les tarifs intérieurs américains : le prix international peut donc s’en écarter fortement (d’où la fourchette plus large).',
  'costs.basisAirfareRoutes': 'Trajets tels que desservis en 2014 (OpenFlights).',
  'costs.basisAirfareRoutesAssumed':
    'Trajets tels que desservis en 2014 (OpenFlights) ; un aéroport de ce voyage n’a aucun trajet dans ces données, sa liaison avec le hub le plus proche est donc supposée.',
  'costs.basisAirfareByMonth':
    'Les tarifs pour un départ en {month} sont {direction, select, above {environ {percent} % au-dessus de} below {environ {percent} % en dessous de} other {à peu près à}} la moyenne de l’année ({source}, {years}).',
  'costs.basisAirfareFlat':
    'Aucune donnée tarifaire mensuelle ne couvre les vols de {from} vers {to} : le tarif est donc le même chaque mois.',
  'costs.basisAirfareHoliday':
    'Voyager autour de {holiday} ajoute {percent} % (une règle empirique : les places autour des jours fériés se vendent plus cher ; ne vient pas des données tarifaires).',
  'costs.basisDrivingFromAirport':
    'L’aéroport le plus proche avec des vols réguliers est {airport}, à {km} km à vol d’oiseau.',
  'costs.basisDrivingRoad':
    'Environ {km} km de route aller-retour (distance à vol d’oiseau × {factor}) × {cars, plural, one {# voiture} other {# voitures}} à {guessed, select, yes {environ {guessPerKm}/km estimés pour le carburant et l’usure (vous pouvez le modifier)} other {votre coût par km}}.',
  'costs.basisDrivingNoRental': 'Une voiture de location n’est pas incluse.',
  'costs.basisCarRentalDays':
    '{days, plural, one {# jour} other {# jours}} au tarif journalier que vous avez indiqué.',
  'costs.basisConverted': 'Converti depuis {currency} au taux de {rate} ({source}, {date}).',
  'costs.noteCounty':
    '{city} ne figure pas dans les barèmes de la GSA ; nous avons utilisé {area}, qui couvre le comté de {county}.',
  'costs.noteConusCounty':
    '{city} et le comté de {county} ne figurent pas dans les barèmes de la GSA : le barème standard CONUS s’applique donc.',
  'costs.noteConus':
    '{city} ne figure pas dans les barèmes de la GSA et nous ne connaissons pas son comté : le barème standard CONUS s’applique donc.',
  'costs.noteNoCountry':
    'Nous n’avons pas pu déterminer dans quel pays ou État se trouve {city} : l’hébergement et les repas ne sont donc pas estimés.',
  'costs.noteCatchAll':
    '{city} ne figure pas dans les barèmes d’indemnités journalières ; nous avons utilisé {area}.',
  'costs.noteForeignOther':
    'Il n’existe pas de barème d’indemnités journalières pour le pays de {city} ; nous avons utilisé celui des autres localités étrangères.',
  'costs.noteLodgingOther':
    'Aucun barème d’hébergement n’est publié pour {meals} ; nous avons utilisé {lodging}.',
  'costs.noteNoLodging':
    'Aucun barème d’hébergement n’est publié pour {meals} : l’hébergement n’est donc pas estimé.',
  'costs.noteNoOrigin':
    'Aucun lieu de départ n’est indiqué : le trajet jusqu’à la destination n’est donc pas estimé.',
  'costs.noteNotLocated':
    'Nous n’avons pas pu situer les deux lieux : le trajet jusqu’à la destination n’est donc pas estimé.',
  'costs.datasetOwnFigure': 'Votre montant',
  'costs.datasetGuess': 'Estimation (approximative)',
} satisfies Translation<typeof en>;
