import type { Translation } from '../../translation';
import type en from '../en/costs';

export default {
  'costs.heading': 'Costi',
  'costs.addCost': 'Aggiungi un costo',
  'costs.loading': 'Caricamento...',
  'costs.loadFailed': 'Non è stato possibile caricare il piano dei costi.',
  'costs.credits':
    'Stime: diarie (per diem) di GSA, DoD e Dipartimento di Stato USA; tariffe aeree del BTS USA; tassi di cambio BCE.',
  'costs.categoryAirfare': 'Voli',
  'costs.categoryLodging': 'Alloggio',
  'costs.categoryCarRental': 'Noleggio auto',
  'costs.categoryFood': 'Cibo',
  'costs.categoryActivities': 'Attività',
  'costs.categoryOther': 'Altro',
  'costs.empty': 'Ancora nessun costo. Stimali o aggiungi i tuoi.',
  'costs.deleteQuestion': 'Vuoi eliminare questo costo?',
  'costs.changedElsewhere':
    'Qualcun altro ha appena modificato questa voce; eccola come l’ha lasciata.',
  'costs.changedElsewhereNotDeleted':
    'Qualcun altro ha appena modificato questa voce; eccola come l’ha lasciata. Non è stata eliminata.',
  'costs.deleteFailed': 'Non è stato possibile eliminare la voce di costo. Riprova.',
  'costs.linesLabel': 'Voci di costo',
  'costs.showFewer': 'Mostra meno',
  'costs.showAll':
    'Mostra {count, plural, one {la # voce di costo} other {tutte le # voci di costo}}',
  'costs.totalPlanned': 'Totale previsto',
  'costs.totalRange': 'Intervallo {low} – {high} (stime incluse)',
  'costs.totalActual': 'Totale effettivo',
  'costs.onBudget': 'Esattamente nel budget',
  'costs.underBudget': '{amount} sotto il budget',
  'costs.overBudget': '{amount} oltre il budget',
  'costs.noBudget': 'Nessun budget impostato. Impostane uno per vedere se il piano ci sta.',
  'costs.setBudget': 'Imposta un budget',
  'costs.budget': 'Budget {amount}',
  'costs.plannedVerdict': 'Previsto: {verdict}',
  'costs.spentVerdict': 'Speso: {verdict}',
  'costs.byCategoryLabel': 'Costi per categoria',
  'costs.category': 'Categoria',
  'costs.planned': 'Previsto',
  'costs.actual': 'Effettivo',
  'costs.total': 'Totale',
  'costs.estimateChip': 'Stima',
  'costs.range': 'Intervallo',
  'costs.moneyRange': '{low} – {high}',
  'costs.estimateSource': '{basis} Fonte: {dataset}, dati al {asOf}.',
  'costs.conversion':
    'Inserito come {typed, select, both {previsto {planned}, effettivo {actual}} planned {previsto {planned}} other {effettivo {actual}}}; convertito al tasso {rate} ({source}, {rateDate}).',
  'costs.edit': 'Modifica',
  'costs.delete': 'Elimina',
  'costs.editLabel': 'Modifica {label}',
  'costs.deleteLabel': 'Elimina {label}',
  'costs.formerTraveller': 'Ex viaggiatore',
  'costs.namesAnd': '{names} e {last}',
  'costs.paidBy': 'Pagato da {name}',
  'costs.splitAmong':
    '{mode, select, equal {Diviso in parti uguali tra {names}} shares {Diviso per quote tra {names}} other {Diviso per importi tra {names}}}',
  'costs.paidByAndSplit':
    'Pagato da {name} · {mode, select, equal {diviso in parti uguali tra {names}} shares {diviso per quote tra {names}} other {diviso per importi tra {names}}}',
  'costs.estimateFormLabel': 'Stima i costi',
  'costs.estimateIntro':
    'Le stime usano le diarie ufficiali USA (per diem) per alloggio e pasti, un modello delle tariffe aeree basato sulle tariffe medie del BTS USA e i tassi di cambio BCE. Compilano solo le categorie in cui non hai una voce tua e non cambiano mai quello che hai inserito.',
  'costs.carRentalPerDay': 'Noleggio auto al giorno, {currency}',
  'costs.carRentalHelper': 'Facoltativo; lascia vuoto se non serve l’auto.',
  'costs.estimating': 'Stima in corso…',
  'costs.estimateButton': 'Stima i costi',
  'costs.needsDates': 'Aggiungi le date del viaggio per stimarne i costi.',
  'costs.estimateFailed': 'Non è stato possibile stimare i costi. Riprova.',
  'costs.editTitle': 'Modifica costo',
  'costs.addTitle': 'Aggiungi un costo',
  'costs.saveFailed': 'Non è stato possibile salvare la voce di costo. Riprova.',
  'costs.estimateBecomesOwn': 'Salvando, questa stima diventa una tua voce.',
  'costs.label': 'Descrizione',
  'costs.labelPlaceholder': 'es. preventivo dell’hotel',
  'costs.plannedAmount': 'Importo previsto',
  'costs.actualAmount': 'Importo effettivo',
  'costs.actualPlaceholder': 'Quanto hai pagato',
  'costs.currency': 'Valuta',
  'costs.convertedHelper': 'Convertito in {currency} al tasso di cambio più recente che abbiamo.',
  'costs.notes': 'Note',
  'costs.cancel': 'Annulla',
  'costs.save': 'Salva',
  'costs.labelRequired': 'Dai una descrizione alla voce.',
  'costs.labelTooLong': 'Una descrizione ha al massimo {max, number} caratteri.',
  'costs.notesTooLong': 'Le note hanno al massimo {max, number} caratteri.',
  'costs.payerNameRequired': 'Inserisci il nome di chi ha pagato.',
  'costs.nameTooLong': 'Un nome ha al massimo {max, number} caratteri.',
  'costs.chooseTraveller': 'Scegli almeno un viaggiatore tra cui dividere.',
  'costs.tooManyTravellers': 'Dividi un costo tra {max, number} viaggiatori al massimo.',
  'costs.sharesInvalid': 'Le quote sono numeri interi da 1 a {max}.',
  'costs.splitHelp':
    'Dividiamo l’importo effettivo, o quello previsto se manca l’effettivo. Le divisioni in parti uguali e per quote sono in centesimi interi: i centesimi che avanzano vanno ai primi viaggiatori in elenco, uno ciascuno.',
  'costs.modeNone': 'Non diviso',
  'costs.modeEqual': 'In parti uguali tra i viaggiatori scelti',
  'costs.modeShares': 'Per quote',
  'costs.modeAmounts': 'Per importi',
  'costs.nameLength': 'Inserisci un nome da 1 a {max, number} caratteri.',
  'costs.whoPaidLegend': 'Chi ha pagato e come si divide',
  'costs.paidByLabel': 'Pagato da',
  'costs.notSaid': 'Non indicato',
  'costs.someoneElse': 'Qualcun altro…',
  'costs.payerName': 'Nome di chi ha pagato',
  'costs.payerHelper': 'Qualcuno senza account in questo viaggio.',
  'costs.splitLabel': 'Divisione',
  'costs.splitAmongLabel': 'Dividi tra',
  'costs.sharesFor': 'Quote di {name}',
  'costs.amountFor': 'Importo di {name}',
  'costs.allAssigned': 'Tutti i {amount} assegnati.',
  'costs.leftToAssign': 'Restano da assegnare {amount}.',
  'costs.tooMuchAssigned': '{amount} assegnati in più.',
  'costs.someoneWithoutAccount': 'Qualcuno senza account',
  'costs.addToSplit': 'Aggiungi alla divisione',
  'costs.whoOwesWhom': 'Chi deve a chi',
  'costs.nothingSplit':
    'Non c’è ancora niente da dividere. Indica chi ha pagato un costo e come si divide per vedere chi deve a chi.',
  'costs.allSettled': 'Siete tutti pari.',
  'costs.countedLines':
    'Qui contano solo i costi che indicano sia chi ha pagato sia come si dividono.',
  'costs.balancesLabel': 'Saldi',
  'costs.traveller': 'Viaggiatore',
  'costs.paid': 'Pagato',
  'costs.share': 'Quota',
  'costs.balance': 'Saldo',
  'costs.owes': 'deve {amount}',
  'costs.isOwed': 'deve ricevere {amount}',
  'costs.settled': 'in pari',
  'costs.settleUp': 'Regola i conti',
  'costs.pays': '{from} paga {amount} a {to}',
  'costs.chartCaption': 'Costi previsti per categoria',
  'costs.chartSummary': ': {items}.',
  'costs.chartSummaryItem': '{category} {amount}',
  'costs.listSeparator': ', ',
  'costs.loadingChart': 'Caricamento del grafico...',
  'costs.amountNegative': 'Un importo non può essere negativo.',
  'costs.amountFormat': 'Inserisci un importo come {example}.',
  'costs.amountDecimals':
    'Gli importi in {currency} {exponent, plural, =0 {non hanno decimali} one {hanno al massimo # decimale} other {hanno al massimo # decimali}}.',
  'costs.amountTooLarge': 'Questo importo è troppo alto.',
  'costs.phraseSpan': 'da {from} a {to}',
  'costs.phraseAnd': '{first} e {second}',
  'costs.labelLodging':
    'Alloggio, {nights, plural, one {# notte} other {# notti}}, {rooms, plural, one {# camera} other {# camere}}',
  'costs.labelFood':
    'Pasti e spese varie, {days, plural, one {# giorno} other {# giorni}}, {travellers, plural, one {# viaggiatore} other {# viaggiatori}}',
  'costs.labelAirfare':
    'Volo {route}, andata e ritorno, {travellers, plural, one {# viaggiatore} other {# viaggiatori}}',
  'costs.labelDriving':
    '{fromAirport, select, yes {In auto dall’aeroporto di {airport}, andata e ritorno, {cars, plural, one {# auto} other {# auto}}} other {In auto, andata e ritorno, {cars, plural, one {# auto} other {# auto}}}}',
  'costs.labelCarRental': 'Noleggio auto, {days, plural, one {# giorno} other {# giorni}}',
  'costs.basisLodgingRate':
    '{nights, plural, one {# notte} other {# notti}} × {rooms, plural, one {# camera} other {# camere}} alla tariffa di alloggio delle diarie del governo USA per {area} ({rates} a notte, tasse escluse), un riferimento di fascia media, non un preventivo.',
  'costs.basisLodgingByMonth':
    'La tariffa è un’unica cifra tutto l’anno, quindi viene corretta per mese: le notti di {months} sono {direction, select, above {circa il {percent}% sopra la} below {circa il {percent}% sotto la} other {più o meno nella}} media dell’anno ({source}, {years}).',
  'costs.basisLodgingFlat':
    'La tariffa è un’unica cifra tutto l’anno e per questo luogo non ci sono dati alberghieri mensili, quindi l’alloggio costa uguale in ogni data.',
  'costs.basisFoodRate':
    '{days, plural, one {# giorno} other {# giorni}} × {travellers, plural, one {# viaggiatore} other {# viaggiatori}} alla tariffa pasti e spese varie delle diarie del governo USA per {area} ({rates} al giorno, primo e ultimo giorno al 75%).',
  'costs.basisAirfareRoute':
    '{route}, {connections, plural, =0 {diretto} =1 {uno scalo} =2 {due scali} =3 {tre scali} other {# scali}}: {travellers, plural, one {# andata e ritorno} other {# andate e ritorno}} a {fare} ciascuno, da un modello di rotte tarato sulle tariffe medie USA (BTS) per i {km} km volati{withPremium, select, yes {, più {premium} a scalo} other {}}{withOwnLevel, select, yes { e il livello tariffario proprio di {ownFareLevel}} other {}}, non un preventivo.',
  'costs.basisAirfareInternational':
    'Il modello si basa sulle tariffe nazionali USA, quindi il prezzo internazionale può variare molto (da qui la forbice più ampia).',
  'costs.basisAirfareRoutes': 'Rotte come volate nel 2014 (OpenFlights).',
  'costs.basisAirfareRoutesAssumed':
    'Rotte come volate nel 2014 (OpenFlights); un aeroporto di questo viaggio non ha rotte in quei dati, quindi il collegamento con l’hub più vicino è presunto.',
  'costs.basisAirfareByMonth':
    'Le tariffe con partenza a {month} sono {direction, select, above {circa il {percent}% sopra la} below {circa il {percent}% sotto la} other {più o meno nella}} media dell’anno ({source}, {years}).',
  'costs.basisAirfareFlat':
    'Nessun dato tariffario mensile copre i voli da {from} a {to}, quindi la tariffa è la stessa in ogni mese.',
  'costs.basisAirfareHoliday':
    'Viaggiare a ridosso di {holiday} aggiunge il {percent}% (una regola empirica: i posti intorno ai giorni festivi costano di più; non deriva dai dati tariffari).',
  'costs.basisDrivingFromAirport':
    'L’aeroporto più vicino con voli di linea è {airport}, a {km} km in linea d’aria.',
  'costs.basisDrivingRoad':
    'Circa {km} km di strada andata e ritorno (distanza in linea d’aria × {factor}) × {cars, plural, one {# auto} other {# auto}} a {guessed, select, yes {circa {guessPerKm}/km stimati per carburante e usura (puoi cambiarlo)} other {il tuo costo al km}}.',
  'costs.basisDrivingNoRental': 'L’auto a noleggio non è inclusa.',
  'costs.basisCarRentalDays':
    '{days, plural, one {# giorno} other {# giorni}} alla tariffa giornaliera che hai indicato.',
  'costs.basisConverted': 'Convertito da {currency} al cambio di {rate} ({source}, {date}).',
  'costs.noteCounty':
    '{city} non è nelle tariffe GSA; abbiamo usato {area}, che copre la contea di {county}.',
  'costs.noteConusCounty':
    '{city} e la contea di {county} non sono nelle tariffe GSA, quindi vale la tariffa standard CONUS.',
  'costs.noteConus':
    '{city} non è nelle tariffe GSA e non ne conosciamo la contea, quindi vale la tariffa standard CONUS.',
  'costs.noteNoCountry':
    'Non siamo riusciti a capire in quale paese o stato si trovi {city}, quindi alloggio e pasti non sono stimati.',
  'costs.noteCatchAll': '{city} non è nelle tariffe delle diarie; abbiamo usato {area}.',
  'costs.noteForeignOther':
    'Non ci sono tariffe delle diarie per il paese di {city}; abbiamo usato la tariffa delle altre località estere.',
  'costs.noteLodgingOther':
    'Per {meals} non è pubblicata una tariffa di alloggio; abbiamo usato {lodging}.',
  'costs.noteNoLodging':
    'Per {meals} non è pubblicata una tariffa di alloggio, quindi l’alloggio non è stimato.',
  'costs.noteNoOrigin':
    'Non è indicato un luogo di partenza, quindi il viaggio fino alla destinazione non è stimato.',
  'costs.noteNotLocated':
    'Non siamo riusciti a localizzare entrambi i luoghi, quindi il viaggio fino alla destinazione non è stimato.',
  'costs.datasetOwnFigure': 'La tua cifra',
  'costs.datasetGuess': 'Stima (a occhio)',
} satisfies Translation<typeof en>;
