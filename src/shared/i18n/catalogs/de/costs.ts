import type { Translation } from '../../translation';
import type en from '../en/costs';

export default {
  'costs.heading': 'Kosten',
  'costs.addCost': 'Kosten hinzufügen',
  'costs.loading': 'Wird geladen …',
  'costs.loadFailed': 'Der Kostenplan konnte nicht geladen werden.',
  'costs.credits':
    'Schätzungen: Tagessätze (Per Diem) von U.S. GSA, DoD und State Department; Flugpreise von U.S. BTS; Wechselkurse der EZB.',
  'costs.categoryAirfare': 'Flug',
  'costs.categoryLodging': 'Unterkunft',
  'costs.categoryCarRental': 'Mietwagen',
  'costs.categoryFood': 'Essen',
  'costs.categoryActivities': 'Aktivitäten',
  'costs.categoryOther': 'Sonstiges',
  'costs.empty': 'Noch keine Kosten. Lass sie schätzen oder trag deine eigenen ein.',
  'costs.deleteQuestion': 'Möchtest du diese Kosten löschen?',
  'costs.changedElsewhere':
    'Jemand anderes hat diesen Posten gerade geändert; hier siehst du ihn so, wie er jetzt ist.',
  'costs.changedElsewhereNotDeleted':
    'Jemand anderes hat diesen Posten gerade geändert; hier siehst du ihn so, wie er jetzt ist. Er wurde nicht gelöscht.',
  'costs.deleteFailed':
    'Der Kostenposten konnte nicht gelöscht werden. Bitte versuch es noch einmal.',
  'costs.linesLabel': 'Kostenposten',
  'costs.showFewer': 'Weniger anzeigen',
  'costs.showAll': 'Alle {count, plural, one {# Kostenposten} other {# Kostenposten}} anzeigen',
  'costs.totalPlanned': 'Geplant insgesamt',
  'costs.totalRange': 'Spanne {low} – {high} (mit Schätzungen)',
  'costs.totalActual': 'Tatsächlich insgesamt',
  'costs.onBudget': 'Genau im Budget',
  'costs.underBudget': '{amount} unter dem Budget',
  'costs.overBudget': '{amount} über dem Budget',
  'costs.noBudget': 'Kein Budget festgelegt. Leg eins fest, um zu sehen, ob der Plan passt.',
  'costs.setBudget': 'Budget festlegen',
  'costs.budget': 'Budget {amount}',
  'costs.plannedVerdict': 'Geplant: {verdict}',
  'costs.spentVerdict': 'Ausgegeben: {verdict}',
  'costs.byCategoryLabel': 'Kosten nach Kategorie',
  'costs.category': 'Kategorie',
  'costs.planned': 'Geplant',
  'costs.actual': 'Tatsächlich',
  'costs.total': 'Summe',
  'costs.estimateChip': 'Schätzung',
  'costs.range': 'Spanne',
  'costs.moneyRange': '{low} – {high}',
  'costs.estimateSource': '{basis} Quelle: {dataset}, Datenstand {asOf}.',
  'costs.conversion':
    'Eingegeben als {typed, select, both {geplant {planned}, tatsächlich {actual}} planned {geplant {planned}} other {tatsächlich {actual}}}; umgerechnet zum Kurs {rate} ({source}, {rateDate}).',
  'costs.edit': 'Bearbeiten',
  'costs.delete': 'Löschen',
  'costs.editLabel': '{label} bearbeiten',
  'costs.deleteLabel': '{label} löschen',
  'costs.formerTraveller': 'Ehemalige(r) Reisende(r)',
  'costs.namesAnd': '{names} und {last}',
  'costs.paidBy': 'Bezahlt von {name}',
  'costs.splitAmong':
    '{mode, select, equal {Zu gleichen Teilen aufgeteilt unter {names}} shares {Nach Anteilen aufgeteilt unter {names}} other {Nach Beträgen aufgeteilt unter {names}}}',
  'costs.paidByAndSplit':
    'Bezahlt von {name} · {mode, select, equal {zu gleichen Teilen aufgeteilt unter {names}} shares {nach Anteilen aufgeteilt unter {names}} other {nach Beträgen aufgeteilt unter {names}}}',
  'costs.estimateFormLabel': 'Kosten schätzen',
  'costs.estimateIntro':
    'Schätzungen nutzen die offiziellen US-Tagessätze (Per Diem) für Unterkunft und Verpflegung, ein Flugpreismodell auf Basis der Durchschnittspreise des US BTS und die Wechselkurse der EZB. Sie füllen nur Kategorien, in denen du keinen eigenen Posten hast, und ändern nie, was du eingegeben hast.',
  'costs.carRentalPerDay': 'Mietwagen pro Tag, {currency}',
  'costs.carRentalHelper': 'Optional; leer lassen, wenn du kein Auto brauchst.',
  'costs.estimating': 'Wird geschätzt …',
  'costs.estimateButton': 'Kosten schätzen',
  'costs.needsDates': 'Gib die Reisedaten ein, um die Kosten zu schätzen.',
  'costs.estimateFailed':
    'Die Kosten konnten nicht geschätzt werden. Bitte versuch es noch einmal.',
  'costs.editTitle': 'Kosten bearbeiten',
  'costs.addTitle': 'Kosten hinzufügen',
  'costs.saveFailed':
    'Der Kostenposten konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  'costs.estimateBecomesOwn': 'Beim Speichern wird diese Schätzung zu deinem eigenen Posten.',
  'costs.label': 'Bezeichnung',
  'costs.labelPlaceholder': 'z. B. Hotelangebot',
  'costs.plannedAmount': 'Geplanter Betrag',
  'costs.actualAmount': 'Tatsächlicher Betrag',
  'costs.actualPlaceholder': 'Was du bezahlt hast',
  'costs.currency': 'Währung',
  'costs.convertedHelper':
    'Wird zum neuesten Wechselkurs, den wir haben, in {currency} umgerechnet.',
  'costs.notes': 'Notizen',
  'costs.cancel': 'Abbrechen',
  'costs.save': 'Speichern',
  'costs.labelRequired': 'Gib dem Posten eine Bezeichnung.',
  'costs.labelTooLong': 'Eine Bezeichnung hat höchstens {max, number} Zeichen.',
  'costs.notesTooLong': 'Notizen haben höchstens {max, number} Zeichen.',
  'costs.payerNameRequired': 'Gib den Namen der Person ein, die bezahlt hat.',
  'costs.nameTooLong': 'Ein Name hat höchstens {max, number} Zeichen.',
  'costs.chooseTraveller': 'Wähle mindestens eine reisende Person für die Aufteilung.',
  'costs.tooManyTravellers': 'Teile Kosten unter höchstens {max, number} Reisenden auf.',
  'costs.sharesInvalid': 'Anteile sind ganze Zahlen von 1 bis {max}.',
  'costs.splitHelp':
    'Wir teilen den tatsächlichen Betrag auf, oder den geplanten, wenn es keinen tatsächlichen gibt. Gleiche Teile und Anteile werden in ganzen Cent berechnet: Übrige Cent gehen an die zuerst genannten Reisenden, je einer.',
  'costs.modeNone': 'Nicht aufgeteilt',
  'costs.modeEqual': 'Zu gleichen Teilen unter den gewählten Reisenden',
  'costs.modeShares': 'Nach Anteilen',
  'costs.modeAmounts': 'Nach Beträgen',
  'costs.nameLength': 'Gib einen Namen mit 1 bis {max, number} Zeichen ein.',
  'costs.whoPaidLegend': 'Wer bezahlt hat und wie aufgeteilt wird',
  'costs.paidByLabel': 'Bezahlt von',
  'costs.notSaid': 'Nicht angegeben',
  'costs.someoneElse': 'Jemand anderes …',
  'costs.payerName': 'Name der Person, die bezahlt hat',
  'costs.payerHelper': 'Jemand ohne Konto für diese Reise.',
  'costs.splitLabel': 'Aufteilung',
  'costs.splitAmongLabel': 'Aufteilen unter',
  'costs.sharesFor': 'Anteile für {name}',
  'costs.amountFor': 'Betrag für {name}',
  'costs.allAssigned': 'Alle {amount} zugeteilt.',
  'costs.leftToAssign': 'Noch {amount} zuzuteilen.',
  'costs.tooMuchAssigned': '{amount} zu viel zugeteilt.',
  'costs.someoneWithoutAccount': 'Jemand ohne Konto',
  'costs.addToSplit': 'Zur Aufteilung hinzufügen',
  'costs.whoOwesWhom': 'Wer schuldet wem was',
  'costs.nothingSplit':
    'Noch ist nichts aufgeteilt. Gib an, wer Kosten bezahlt hat und wie sie aufgeteilt werden, um zu sehen, wer wem etwas schuldet.',
  'costs.allSettled': 'Alle sind quitt.',
  'costs.countedLines':
    'Hier zählen nur Kosten, bei denen angegeben ist, wer bezahlt hat und wie aufgeteilt wird.',
  'costs.balancesLabel': 'Salden',
  'costs.traveller': 'Reisende(r)',
  'costs.paid': 'Bezahlt',
  'costs.share': 'Anteil',
  'costs.balance': 'Saldo',
  'costs.owes': 'schuldet {amount}',
  'costs.isOwed': 'bekommt {amount}',
  'costs.settled': 'quitt',
  'costs.settleUp': 'Ausgleichen',
  'costs.pays': '{from} zahlt {to} {amount}',
  'costs.chartCaption': 'Geplante Kosten nach Kategorie',
  'costs.chartSummary': ': {items}.',
  'costs.chartSummaryItem': '{category} {amount}',
  'costs.listSeparator': ', ',
  'costs.loadingChart': 'Diagramm wird geladen …',
  'costs.amountNegative': 'Ein Betrag kann nicht negativ sein.',
  'costs.amountFormat': 'Gib einen Betrag ein, etwa {example}.',
  'costs.amountDecimals':
    'Beträge in {currency} haben {exponent, plural, =0 {keine Nachkommastellen} one {höchstens # Nachkommastelle} other {höchstens # Nachkommastellen}}.',
  'costs.amountTooLarge': 'Dieser Betrag ist zu hoch.',
  'costs.phraseSpan': '{from} bis {to}',
  'costs.phraseAnd': '{first} und {second}',
  'costs.labelLodging':
    'Unterkunft, {nights, plural, one {# Nacht} other {# Nächte}}, {rooms, plural, one {# Zimmer} other {# Zimmer}}',
  'costs.labelFood':
    'Verpflegung und Nebenkosten, {days, plural, one {# Tag} other {# Tage}}, {travellers, plural, one {# Reisende(r)} other {# Reisende}}',
  'costs.labelAirfare':
    'Flug {route}, hin und zurück, {travellers, plural, one {# Reisende(r)} other {# Reisende}}',
  'costs.labelDriving':
    '{fromAirport, select, yes {Autofahrt ab Flughafen {airport}, hin und zurück, {cars, plural, one {# Auto} other {# Autos}}} other {Autofahrt, hin und zurück, {cars, plural, one {# Auto} other {# Autos}}}}',
  'costs.labelCarRental': 'Mietwagen, {days, plural, one {# Tag} other {# Tage}}',
  'costs.basisLodgingRate':
    '{nights, plural, one {# Nacht} other {# Nächte}} × {rooms, plural, one {# Zimmer} other {# Zimmer}} zum Tagegeldsatz der US-Regierung für Unterkunft in {area} ({rates} pro Nacht, ohne Steuern), ein Richtwert der mittleren Preisklasse, kein Angebot.',
  'costs.basisLodgingByMonth':
    'Der Satz gilt das ganze Jahr, daher wird er nach Monat angepasst: Nächte im {months} liegen {direction, select, above {etwa {percent} % über dem Jahresdurchschnitt} below {etwa {percent} % unter dem Jahresdurchschnitt} other {etwa im Jahresdurchschnitt}} ({source}, {years}).',
  'costs.basisLodgingFlat':
    'Der Satz gilt das ganze Jahr und für diesen Ort gibt es keine monatlichen Hoteldaten, daher kostet die Unterkunft an jedem Datum gleich viel.',
  'costs.basisFoodRate':
    '{days, plural, one {# Tag} other {# Tage}} × {travellers, plural, one {# Reisende(r)} other {# Reisende}} zum Tagegeldsatz der US-Regierung für Verpflegung und Nebenkosten in {area} ({rates} pro Tag, erster und letzter Tag zu 75 %).',
  'costs.basisAirfareRoute':
    '{route}, {connections, plural, =0 {direkt} =1 {ein Umstieg} =2 {zwei Umstiege} =3 {drei Umstiege} other {# Umstiege}}: {travellers, plural, one {# Hin- und Rückflug} other {# Hin- und Rückflüge}} zu je {fare}, aus einem an US-Durchschnittspreisen (BTS) angepassten Streckenmodell für die {km} geflogenen km{withPremium, select, yes {, zuzüglich {premium} pro Umstieg} other {}}{withOwnLevel, select, yes { und dem eigenen Preisniveau von {ownFareLevel}} other {}}, kein Angebot.',
  'costs.basisAirfareInternational':
    'Das Modell beruht auf US-Inlandspreisen, daher kann der internationale Preis stark abweichen (deshalb die größere Spanne).',
  'costs.basisAirfareRoutes': 'Strecken, wie sie 2014 geflogen wurden (OpenFlights).',
  'costs.basisAirfareRoutesAssumed':
    'Strecken, wie sie 2014 geflogen wurden (OpenFlights); ein Flughafen hier hat in diesen Daten keine Strecke, daher wird seine Verbindung zum nächsten Drehkreuz angenommen.',
  'costs.basisAirfareByMonth':
    'Flugpreise für Abflüge im {month} liegen {direction, select, above {etwa {percent} % über dem Jahresdurchschnitt} below {etwa {percent} % unter dem Jahresdurchschnitt} other {etwa im Jahresdurchschnitt}} ({source}, {years}).',
  'costs.basisAirfareFlat':
    'Keine monatlichen Flugpreisdaten decken Flüge von {from} nach {to} ab, daher ist der Preis in jedem Monat gleich.',
  'costs.basisAirfareHoliday':
    'Reisen rund um {holiday} kostet {percent} % mehr (eine Faustregel: Plätze rund um Feiertage sind teurer; nicht aus den Flugpreisdaten).',
  'costs.basisDrivingFromAirport':
    'Der nächste Flughafen mit Linienflügen ist {airport}, {km} km Luftlinie entfernt.',
  'costs.basisDrivingRoad':
    'Etwa {km} km Straße hin und zurück (Luftlinie × {factor}) × {cars, plural, one {# Auto} other {# Autos}} zu {guessed, select, yes {geschätzten {guessPerKm}/km für Kraftstoff und Verschleiß (du kannst das ändern)} other {deinen Kosten pro km}}.',
  'costs.basisDrivingNoRental': 'Ein Mietwagen ist nicht enthalten.',
  'costs.basisCarRentalDays':
    '{days, plural, one {# Tag} other {# Tage}} zum Tagespreis, den du angegeben hast.',
  'costs.basisConverted': 'Umgerechnet aus {currency} zum Kurs {rate} ({source}, {date}).',
  'costs.noteCounty':
    '{city} ist in den GSA-Sätzen nicht aufgeführt; wir haben {area} verwendet, das {county} County abdeckt.',
  'costs.noteConusCounty':
    '{city} und {county} County sind in den GSA-Sätzen nicht aufgeführt, daher gilt der Standardsatz für das US-Festland (CONUS).',
  'costs.noteConus':
    '{city} ist in den GSA-Sätzen nicht aufgeführt und wir kennen das County nicht, daher gilt der Standardsatz für das US-Festland (CONUS).',
  'costs.noteNoCountry':
    'Wir konnten nicht erkennen, in welchem Land oder Bundesstaat {city} liegt, daher werden Unterkunft und Verpflegung nicht geschätzt.',
  'costs.noteCatchAll':
    '{city} ist in den Tagegeldsätzen nicht aufgeführt; wir haben {area} verwendet.',
  'costs.noteForeignOther':
    'Für das Land von {city} gibt es keine Tagegeldsätze; wir haben den Satz für sonstige Orte im Ausland verwendet.',
  'costs.noteLodgingOther':
    'Für {meals} ist kein Unterkunftssatz veröffentlicht; wir haben {lodging} verwendet.',
  'costs.noteNoLodging':
    'Für {meals} ist kein Unterkunftssatz veröffentlicht, daher wird die Unterkunft nicht geschätzt.',
  'costs.noteNoOrigin':
    'Es ist kein Startort festgelegt, daher wird die Anreise zum Ziel nicht geschätzt.',
  'costs.noteNotLocated':
    'Wir konnten nicht beide Orte finden, daher wird die Anreise zum Ziel nicht geschätzt.',
  'costs.datasetOwnFigure': 'Deine Angabe',
  'costs.datasetGuess': 'Schätzung (geraten)',
} satisfies Translation<typeof en>;
