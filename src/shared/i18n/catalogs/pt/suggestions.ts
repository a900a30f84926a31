import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Sugestões',
  'suggestions.show': 'Mostrar sugestões',
  'suggestions.hide': 'Ocultar sugestões',
  'suggestions.loading': 'A carregar…',
  'suggestions.none': 'Sem sugestões de momento.',
  'suggestions.bestTimes': 'Melhores alturas para ir',
  'suggestions.climateReason':
    '{warmth, select, hot {Muito quente} warm {Quente} mild {Ameno} cool {Fresco} other {Frio}} {wetness, select, dry {e seco} someRain {com alguma chuva} other {e chuvoso}}: {high, number, ::group-off} °C, {rain, number, ::group-off} mm de chuva.',
  'suggestions.climateDescription':
    'Normalmente {high, number, ::group-off} °C de dia e {low, number, ::group-off} °C à noite, com {rain, number, ::group-off} mm de chuva no mês; índice de sol {score, number} em 100.',
  'suggestions.climateSource':
    'Tempo típico por mês em {city} ({iata}), com base em 20 anos de dados da NASA POWER. Clima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.climateSourceAway':
    'Tempo típico por mês em {city} ({iata}), a {km, number} km de {near}, com base em 20 anos de dados da NASA POWER. Clima: Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0; NASA POWER.',
  'suggestions.seasonsSource':
    'Sugestões offline a partir de dados de locais do GeoNames: estações do ano pela latitude.',
  'suggestions.monthSpan': 'de {from} a {to}',
  'suggestions.seasonDry': 'Estação seca',
  'suggestions.seasonWet': 'Estação das chuvas',
  'suggestions.seasonSpring': 'Primavera',
  'suggestions.seasonSummer': 'Verão',
  'suggestions.seasonAutumn': 'Outono',
  'suggestions.seasonWinter': 'Inverno',
  'suggestions.reasonTropicsDry':
    'Calor todo o ano; os meses mais secos costumam ser os mais fáceis para circular.',
  'suggestions.reasonTropicsWet':
    'Paisagens mais verdes, menos visitantes e, muitas vezes, preços mais baixos.',
  'suggestions.reasonPolarSummer': 'Dias muito longos e o tempo mais ameno do ano.',
  'suggestions.reasonPolarWinter': 'Neve e, em noites limpas e escuras, a hipótese de ver auroras.',
  'suggestions.reasonSpring': 'Tempo ameno e menos visitantes do que no verão.',
  'suggestions.reasonAutumn': 'Ainda ameno, e já sem as multidões do verão.',
  'suggestions.reasonSummer': 'Os dias mais quentes e longos, e a época mais movimentada.',
  'suggestions.reasonWinter': 'A época mais calma e, muitas vezes, a mais barata.',
  'suggestions.latitudeCaveat':
    'Com base apenas na latitude; o clima local, a altitude e os eventos podem alterar isto.',
  'suggestions.describeTropicsDry':
    '{place} fica nos trópicos, onde o ano gira em torno da chuva e não do frio. Planeie os dias ao ar livre e os passeios fora da cidade para os meses mais secos. {caveat}',
  'suggestions.describeTropicsWet':
    'Conte com aguaceiros fortes, muitas vezes à tarde; mantenha os planos flexíveis. {caveat}',
  'suggestions.describePolarSummer':
    '{place} fica muito a {direction, select, north {norte} other {sul}}: o verão traz luz do dia quase sem fim para passeios e saídas. {caveat}',
  'suggestions.describePolarWinter': 'Os dias são curtos e frios; leve roupa para a neve. {caveat}',
  'suggestions.describeSpring':
    'Uma boa altura para percorrer {place} a pé e as localidades à volta. {caveat}',
  'suggestions.describeAutumn':
    'Bom para dias mais longos ao ar livre e passeios de um dia. {caveat}',
  'suggestions.describeSummer':
    'Reserve cedo; conte com mais visitantes e preços mais altos. {caveat}',
  'suggestions.describeWinter':
    'Dias mais curtos e frios; uma boa altura para uma escapadinha urbana em espaços interiores. {caveat}',
} satisfies Translation<typeof en>;
