import type { Translation } from '../../translation';
import type en from '../en/compare';

export default {
  'compare.loading': 'A carregar...',
  'compare.rankCheapest': 'O mais barato',
  'compare.rankAboutSame': 'Quase igual ao mais barato',
  'compare.driving': 'Carro',
  'compare.estimateNote':
    'Todos os valores são estimativas a partir de dados oficiais, apresentadas como um intervalo de mínimo a máximo; compara-se o valor central.',
  'compare.sources': 'Fontes: {sources}.',
  'compare.sourcesSeparator': '; ',
  'compare.weather': '{high} °C, {rain} mm de chuva',
  'compare.datesNeeded':
    'Adicione primeiro as datas da viagem: a comparação mantém a duração e experimenta-a noutras datas.',
  'compare.datesFailed': 'Não foi possível comparar as datas.',
  'compare.datesHeading': 'Quando fica mais barato?',
  'compare.noWindows': 'Não foi possível estimar nenhuma data para esta viagem.',
  'compare.everyStartDate': 'Todas as datas de início',
  'compare.cheapestDates': 'As datas mais baratas',
  'compare.someStartDates': 'Algumas datas de início: todas custam mais ou menos o mesmo',
  'compare.moved': 'Novas datas da sua viagem: {range}.',
  'compare.moveFailed': 'Não foi possível mudar a viagem de datas. Tente novamente.',
  'compare.sameTrip':
    '{nights, plural, one {A mesma noite} other {As mesmas # noites}}, viajantes e cidade de partida, para cada data de início no período {range}.',
  'compare.whatChanges': 'O que muda o custo',
  'compare.loadingChart': 'A carregar o gráfico…',
  'compare.aroundDates': 'Perto das suas datas ({range}): estimativa {estimate}.',
  'compare.aroundDatesLodging':
    'Perto das suas datas ({range}): estimativa {estimate}, alojamento cerca de {lodging}.',
  'compare.windowEstimate': 'Estimativa {range} (cerca de {mid})',
  'compare.aboutSame': 'Mais ou menos o mesmo que perto das suas datas.',
  'compare.aboutSameLodging':
    'No total, mais ou menos o mesmo que perto das suas datas, embora o alojamento custe cerca de {lodging} menos.',
  'compare.saves': 'Poupa cerca de {amount} face às suas datas.',
  'compare.savesLodging':
    'Poupa cerca de {amount} face às suas datas, {lodging} dos quais no alojamento.',
  'compare.longWeekend': 'Fim de semana prolongado: {name}',
  'compare.nextToHoliday': 'Perto de {holiday}: tarifas de feriado',
  'compare.typicalWeather': 'Tempo habitual: {weather}',
  'compare.flightsQuote': 'Voos {amount}, preço consultado às {time} ({source})',
  'compare.moveButton': 'Mudar a minha viagem para estas datas',
  'compare.moveLabel': 'Mudar a minha viagem para estas datas: {range}',
  'compare.moving': 'A mudar…',
  'compare.showFewer': 'Mostrar menos',
  'compare.showAll':
    'Mostrar {count, plural, one {a # data de início} other {as # datas de início}}',
  'compare.chartRange': 'Intervalo mínimo–máximo',
  'compare.chartTotal': 'Total estimado',
  'compare.chartAirfare': 'Voos',
  'compare.keyTotal': 'Total estimado, faixa mínimo–máximo',
  'compare.keyAirfare': 'Voos (a sua época)',
  'compare.keyHoliday': 'Fim de semana prolongado ou feriado',
  'compare.placesFailed': 'Não foi possível comparar os lugares.',
  'compare.addPlaceHint':
    'Adicione um lugar para ver quanto custaria a sua viagem lá, com as mesmas datas e viajantes.',
  'compare.switched': 'A sua viagem é agora para {place}.',
  'compare.switchFailed': 'Não foi possível mudar a viagem. Tente novamente.',
  'compare.placesHeading': 'Comparar com outros lugares',
  'compare.placesFull':
    'Está a comparar {max, number} lugares, o máximo de uma vez; remova um para adicionar outro.',
  'compare.placesCompared': 'Lugares comparados',
  'compare.removePlace': 'Remover {place}',
  'compare.placesSideBySide': 'Lugares lado a lado',
  'compare.placesCaption': 'Custo estimado por categoria, a sua viagem primeiro',
  'compare.yourTrip': 'A sua viagem',
  'compare.total': 'Total',
  'compare.typicalWeatherRow': 'Tempo habitual',
  'compare.monthWeather': '{month}: {weather}',
  'compare.noClimate': 'Sem dados climáticos perto',
  'compare.why': 'Porquê',
  'compare.switchButton': 'Mudar a minha viagem para este lugar',
  'compare.switchLabel': 'Mudar a minha viagem para este lugar: {place}',
  'compare.tripsFailed': 'Não foi possível comparar as viagens.',
  'compare.basisPlanned': 'Previsto',
  'compare.basisEstimate': 'Estimativa',
  'compare.basisNone': 'Sem datas para estimar',
  'compare.about': 'Cerca de {amount}',
  'compare.rangeInParens': '({range})',
  'compare.tripsHeading': 'Qual cabe no seu orçamento?',
  'compare.tripsIntro':
    'A mais barata primeiro, em {currency}. As estimativas são intervalos a partir de dados oficiais; os totais previstos são as suas próprias rubricas.',
  'compare.tripsByTotal': 'Viagens por total',
  'compare.reasonLodgingNear':
    'Alojamento em {city} cerca de {perNight} por noite, perto da média do ano ({average})',
  'compare.reasonLodgingOff':
    'Alojamento em {city} cerca de {perNight} por noite, {percent} % {direction, select, below {abaixo da} other {acima da}} média do ano ({average})',
  'compare.reasonLodging': 'Alojamento cerca de {perNight} por noite',
  'compare.reasonAirfare':
    'Voo{withRoute, select, yes { {route}} other {}} cerca de {each} por viajante{withHoliday, select, yes {, com o acréscimo de feriado ({holiday})} other {}}',
  'compare.reasonDrive': 'Perto o suficiente para ir de carro: {cost} de combustível e desgaste',
  'compare.variesLodgingSeason':
    'O alojamento em {city} segue {perDiem, select, yes {as épocas das ajudas de custo de {perDiemArea}} other {{season}}}: {same, select, yes {cerca de {low}} other {{low} a {high}}} por noite.',
  'compare.variesLodgingFlat':
    'O alojamento em {city} custa {same, select, yes {cerca de {low}} other {{low} a {high}}} por noite em qualquer data: a sua taxa de ajudas de custo não tem épocas e não há dados hoteleiros mensais para esse local.',
  'compare.variesAirfareSeason':
    'Os voos seguem {season}: {same, select, yes {cerca de {low}} other {{low} a {high}}} por viajante.',
  'compare.variesAirfareFlat':
    'O voo custa {same, select, yes {cerca de {low}} other {{low} a {high}}} por viajante: não há dados mensais de tarifas para esta rota, por isso a tarifa não muda com a época.',
  'compare.variesHoliday':
    'As datas junto a um feriado do seu país têm um acréscimo de {percent} % no voo e um intervalo mais largo: uma regra prática, não vem dos dados de tarifas.',
  'compare.variesFlatSeasons':
    'Todas as datas comparadas aqui custam mais ou menos o mesmo, por isso nenhuma é indicada como a mais barata.',
  'compare.variesFlatNone':
    'Todas as datas custam mais ou menos o mesmo aqui: nenhum dado faz variar esta viagem com a época, por isso nenhuma semana é indicada como a mais barata.',
  'compare.longWeekendLabel': '{name}, {range}',
} satisfies Translation<typeof en>;
