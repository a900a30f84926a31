import type { Translation } from '../../translation';
import type en from '../en/costs';

export default {
  'costs.heading': 'Custos',
  'costs.addCost': 'Adicionar um custo',
  'costs.loading': 'A carregar...',
  'costs.loadFailed': 'Não foi possível carregar o plano de custos.',
  'costs.credits':
    'Estimativas: ajudas de custo diárias (per diem) da GSA, do DoD e do Departamento de Estado dos EUA; tarifas aéreas do BTS dos EUA; taxas de câmbio do BCE.',
  'costs.categoryAirfare': 'Voos',
  'costs.categoryLodging': 'Alojamento',
  'costs.categoryCarRental': 'Aluguer de carro',
  'costs.categoryFood': 'Alimentação',
  'costs.categoryActivities': 'Atividades',
  'costs.categoryOther': 'Outros',
  'costs.empty': 'Ainda sem custos. Estime-os ou adicione os seus.',
  'costs.deleteQuestion': 'Quer eliminar este custo?',
  'costs.changedElsewhere':
    'Outra pessoa acabou de alterar esta rubrica; aqui está tal como ficou.',
  'costs.changedElsewhereNotDeleted':
    'Outra pessoa acabou de alterar esta rubrica; aqui está tal como ficou. Não foi eliminada.',
  'costs.deleteFailed': 'Não foi possível eliminar a rubrica de custo. Tente novamente.',
  'costs.linesLabel': 'Rubricas de custo',
  'costs.showFewer': 'Mostrar menos',
  'costs.showAll':
    'Mostrar {count, plural, one {a # rubrica de custo} other {as # rubricas de custo}}',
  'costs.totalPlanned': 'Total previsto',
  'costs.totalRange': 'Intervalo {low} – {high} (inclui estimativas)',
  'costs.totalActual': 'Total real',
  'costs.onBudget': 'Exatamente no orçamento',
  'costs.underBudget': '{amount} abaixo do orçamento',
  'costs.overBudget': '{amount} acima do orçamento',
  'costs.noBudget': 'Sem orçamento definido. Defina um para ver se o plano cabe.',
  'costs.setBudget': 'Definir um orçamento',
  'costs.budget': 'Orçamento {amount}',
  'costs.plannedVerdict': 'Previsto: {verdict}',
  'costs.spentVerdict': 'Gasto: {verdict}',
  'costs.byCategoryLabel': 'Custos por categoria',
  'costs.category': 'Categoria',
  'costs.planned': 'Previsto',
  'costs.actual': 'Real',
  'costs.total': 'Total',
  'costs.estimateChip': 'Estimativa',
  'costs.range': 'Intervalo',
  'costs.moneyRange': '{low} – {high}',
  'costs.estimateSource': '{basis} Fonte: {dataset}, dados de {asOf}.',
  'costs.conversion':
    'Introduzido como {typed, select, both {previsto {planned}, real {actual}} planned {previsto {planned}} other {real {actual}}}; convertido à taxa {rate} ({source}, {rateDate}).',
  'costs.edit': 'Editar',
  'costs.delete': 'Eliminar',
  'costs.editLabel': 'Editar {label}',
  'costs.deleteLabel': 'Eliminar {label}',
  'costs.formerTraveller': 'Antigo viajante',
  'costs.namesAnd': '{names} e {last}',
  'costs.paidBy': 'Pago por {name}',
  'costs.splitAmong':
    '{mode, select, equal {Dividido em partes iguais entre {names}} shares {Dividido por quotas entre {names}} other {Dividido por montantes entre {names}}}',
  'costs.paidByAndSplit':
    'Pago por {name} · {mode, select, equal {dividido em partes iguais entre {names}} shares {dividido por quotas entre {names}} other {dividido por montantes entre {names}}}',
  'costs.estimateFormLabel': 'Estimar custos',
  'costs.estimateIntro':
    'As estimativas usam as ajudas de custo diárias oficiais dos EUA (per diem) para alojamento e refeições, um modelo de tarifas aéreas a partir das tarifas médias do BTS dos EUA e as taxas de câmbio do BCE. Só preenchem as categorias em que não tem uma rubrica sua e nunca alteram o que escreveu.',
  'costs.carRentalPerDay': 'Aluguer de carro por dia, {currency}',
  'costs.carRentalHelper': 'Opcional; deixe vazio se não houver carro.',
  'costs.estimating': 'A estimar…',
  'costs.estimateButton': 'Estimar custos',
  'costs.needsDates': 'Adicione as datas da viagem para estimar os custos.',
  'costs.estimateFailed': 'Não foi possível estimar os custos. Tente novamente.',
  'costs.editTitle': 'Editar custo',
  'costs.addTitle': 'Adicionar um custo',
  'costs.saveFailed': 'Não foi possível guardar a rubrica de custo. Tente novamente.',
  'costs.estimateBecomesOwn': 'Ao guardar, esta estimativa passa a ser uma rubrica sua.',
  'costs.label': 'Descrição',
  'costs.labelPlaceholder': 'p. ex. orçamento do hotel',
  'costs.plannedAmount': 'Montante previsto',
  'costs.actualAmount': 'Montante real',
  'costs.actualPlaceholder': 'O que pagou',
  'costs.currency': 'Moeda',
  'costs.convertedHelper': 'Convertido para {currency} à taxa de câmbio mais recente que temos.',
  'costs.notes': 'Notas',
  'costs.cancel': 'Cancelar',
  'costs.save': 'Guardar',
  'costs.labelRequired': 'Dê uma descrição à rubrica.',
  'costs.labelTooLong': 'Uma descrição tem no máximo {max, number} carateres.',
  'costs.notesTooLong': 'As notas têm no máximo {max, number} carateres.',
  'costs.payerNameRequired': 'Indique o nome de quem pagou.',
  'costs.nameTooLong': 'Um nome tem no máximo {max, number} carateres.',
  'costs.chooseTraveller': 'Escolha pelo menos um viajante para dividir.',
  'costs.tooManyTravellers': 'Divida um custo por {max, number} viajantes no máximo.',
  'costs.sharesInvalid': 'As quotas são números inteiros de 1 a {max}.',
  'costs.splitHelp':
    'Dividimos o montante real, ou o previsto quando não há real. As divisões em partes iguais e por quotas são feitas em cêntimos inteiros: os cêntimos que sobram vão para os primeiros viajantes da lista, um a cada.',
  'costs.modeNone': 'Não dividido',
  'costs.modeEqual': 'Em partes iguais entre os viajantes escolhidos',
  'costs.modeShares': 'Por quotas',
  'costs.modeAmounts': 'Por montantes',
  'costs.nameLength': 'Escreva um nome de 1 a {max, number} carateres.',
  'costs.whoPaidLegend': 'Quem pagou e como é dividido',
  'costs.paidByLabel': 'Pago por',
  'costs.notSaid': 'Não indicado',
  'costs.someoneElse': 'Outra pessoa…',
  'costs.payerName': 'Nome de quem pagou',
  'costs.payerHelper': 'Alguém sem conta nesta viagem.',
  'costs.splitLabel': 'Divisão',
  'costs.splitAmongLabel': 'Dividir entre',
  'costs.sharesFor': 'Quotas de {name}',
  'costs.amountFor': 'Montante de {name}',
  'costs.allAssigned': 'Todos os {amount} atribuídos.',
  'costs.leftToAssign': 'Faltam atribuir {amount}.',
  'costs.tooMuchAssigned': '{amount} atribuídos a mais.',
  'costs.someoneWithoutAccount': 'Alguém sem conta',
  'costs.addToSplit': 'Adicionar à divisão',
  'costs.whoOwesWhom': 'Quem deve a quem',
  'costs.nothingSplit':
    'Ainda nada está dividido. Indique quem pagou um custo e como é dividido para ver quem deve a quem.',
  'costs.allSettled': 'Está tudo acertado.',
  'costs.countedLines': 'Aqui só contam os custos que indicam quem pagou e como são divididos.',
  'costs.balancesLabel': 'Saldos',
  'costs.traveller': 'Viajante',
  'costs.paid': 'Pago',
  'costs.share': 'Parte',
  'costs.balance': 'Saldo',
  'costs.owes': 'deve {amount}',
  'costs.isOwed': 'tem a receber {amount}',
  'costs.settled': 'acertado',
  'costs.settleUp': 'Acertar contas',
  'costs.pays': '{from} paga {amount} a {to}',
  'costs.chartCaption': 'Custos previstos por categoria',
  'costs.chartSummary': ': {items}.',
  'costs.chartSummaryItem': '{category} {amount}',
  'costs.listSeparator': ', ',
  'costs.loadingChart': 'A carregar o gráfico...',
  'costs.amountNegative': 'Um montante não pode ser negativo.',
  'costs.amountFormat': 'Escreva um montante como {example}.',
  'costs.amountDecimals':
    'Os montantes em {currency} {exponent, plural, =0 {não têm casas decimais} one {têm no máximo # casa decimal} other {têm no máximo # casas decimais}}.',
  'costs.amountTooLarge': 'Esse montante é demasiado elevado.',
  'costs.phraseSpan': '{from} a {to}',
  'costs.phraseAnd': '{first} e {second}',
  'costs.labelLodging':
    'Alojamento, {nights, plural, one {# noite} other {# noites}}, {rooms, plural, one {# quarto} other {# quartos}}',
  'costs.labelFood':
    'Refeições e despesas pequenas, {days, plural, one {# dia} other {# dias}}, {travellers, plural, one {# viajante} other {# viajantes}}',
  'costs.labelAirfare':
    'Voo {route}, ida e volta, {travellers, plural, one {# viajante} other {# viajantes}}',
  'costs.labelDriving':
    '{fromAirport, select, yes {De carro desde o aeroporto de {airport}, ida e volta, {cars, plural, one {# carro} other {# carros}}} other {De carro, ida e volta, {cars, plural, one {# carro} other {# carros}}}}',
  'costs.labelCarRental': 'Aluguer de carro, {days, plural, one {# dia} other {# dias}}',
  'costs.basisLodgingRate':
    '{nights, plural, one {# noite} other {# noites}} × {rooms, plural, one {# quarto} other {# quartos}} à taxa de alojamento das ajudas de custo do Governo dos EUA para {area} ({rates} por noite, sem impostos), uma referência de gama média, não um orçamento.',
  'costs.basisLodgingByMonth':
    'A taxa é um só valor durante todo o ano, por isso é ajustada ao mês: as noites de {months} ficam {direction, select, above {cerca de {percent} % acima da} below {cerca de {percent} % abaixo da} other {mais ou menos na}} média do ano ({source}, {years}).',
  'costs.basisLodgingFlat':
    'A taxa é um só valor durante todo o ano e não há dados hoteleiros mensais para este local, por isso o alojamento custa o mesmo em qualquer data.',
  'costs.basisFoodRate':
    '{days, plural, one {# dia} other {# dias}} × {travellers, plural, one {# viajante} other {# viajantes}} à taxa de refeições e despesas pequenas das ajudas de custo do Governo dos EUA para {area} ({rates} por dia, primeiro e último dia a 75 %).',
  'costs.basisAirfareRoute':
    '{route}, {connections, plural, =0 {direto} =1 {uma escala} =2 {duas escalas} =3 {três escalas} other {# escalas}}: {travellers, plural, one {# ida e volta} other {# idas e voltas}} a {fare} cada, segundo um modelo de rotas ajustado às tarifas médias dos EUA (BTS) para os {km} km voados{withPremium, select, yes {, mais {premium} por escala} other {}}{withOwnLevel, select, yes { e o nível de tarifas próprio de {ownFareLevel}} other {}}, não um orçamento.',
  'costs.basisAirfareInternational':
    'O modelo assenta em tarifas domésticas dos EUA, por isso o preço internacional pode variar muito (daí o intervalo mais largo).',
  'costs.basisAirfareRoutes': 'Rotas tal como eram voadas em 2014 (OpenFlights).',
  'costs.basisAirfareRoutesAssumed':
    'Rotas tal como eram voadas em 2014 (OpenFlights); um aeroporto desta viagem não tem rotas nesses dados, por isso a ligação ao hub mais próximo é suposta.',
  'costs.basisAirfareByMonth':
    'As tarifas com partida em {month} ficam {direction, select, above {cerca de {percent} % acima da} below {cerca de {percent} % abaixo da} other {mais ou menos na}} média do ano ({source}, {years}).',
  'costs.basisAirfareFlat':
    'Não há dados mensais de tarifas para voos de {from} para {to}, por isso a tarifa é a mesma em todos os meses.',
  'costs.basisAirfareHoliday':
    'Viajar junto a {holiday} acrescenta {percent} % (uma regra prática: os lugares à volta dos feriados vendem-se mais caros; não vem dos dados de tarifas).',
  'costs.basisDrivingFromAirport':
    'O aeroporto mais próximo com voos regulares é {airport}, a {km} km em linha reta.',
  'costs.basisDrivingRoad':
    'Cerca de {km} km de estrada ida e volta (distância em linha reta × {factor}) × {cars, plural, one {# carro} other {# carros}} a {guessed, select, yes {uns {guessPerKm}/km estimados de combustível e desgaste (pode alterar)} other {o seu custo por km}}.',
  'costs.basisDrivingNoRental': 'Não inclui carro de aluguer.',
  'costs.basisCarRentalDays':
    '{days, plural, one {# dia} other {# dias}} ao preço diário indicado.',
  'costs.basisConverted': 'Convertido de {currency} à taxa de {rate} ({source}, {date}).',
  'costs.noteCounty':
    '{city} não consta das taxas da GSA; usámos {area}, que abrange o condado de {county}.',
  'costs.noteConusCounty':
    '{city} e o condado de {county} não constam das taxas da GSA, por isso aplica-se a taxa padrão CONUS.',
  'costs.noteConus':
    '{city} não consta das taxas da GSA e não sabemos o seu condado, por isso aplica-se a taxa padrão CONUS.',
  'costs.noteNoCountry':
    'Não foi possível saber em que país ou estado fica {city}, por isso o alojamento e as refeições não são estimados.',
  'costs.noteCatchAll': '{city} não consta das taxas de ajudas de custo; usámos {area}.',
  'costs.noteForeignOther':
    'Não há taxas de ajudas de custo para o país de {city}; usámos a taxa de outras localidades estrangeiras.',
  'costs.noteLodgingOther': 'Não é publicada taxa de alojamento para {meals}; usámos {lodging}.',
  'costs.noteNoLodging':
    'Não é publicada taxa de alojamento para {meals}, por isso o alojamento não é estimado.',
  'costs.noteNoOrigin':
    'Não há local de partida definido, por isso a viagem até ao destino não é estimada.',
  'costs.noteNotLocated':
    'Não foi possível localizar os dois locais, por isso a viagem até ao destino não é estimada.',
  'costs.datasetOwnFigure': 'O seu valor',
  'costs.datasetGuess': 'Estimativa (um palpite)',
} satisfies Translation<typeof en>;
