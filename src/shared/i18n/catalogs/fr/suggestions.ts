import type { Translation } from '../../translation';
import type en from '../en/suggestions';

export default {
  'suggestions.heading': 'Suggestions',
  'suggestions.show': 'Afficher les suggestions',
  'suggestions.hide': 'Masquer les suggestions',
  'suggestions.loading': 'Chargement…',
  'suggestions.none': 'Pas de suggestions pour le moment.',
  'suggestions.bestTimes': 'Meilleures périodes pour partir',
  'suggestions.climateReason':
    '{warmth, select, hot {Très chaud} warm {Chaud} mild {Doux} cool {Frais} other {Froid}} {wetness, select, dry {et sec} someRain {avec un peu de pluie} other {et humide}} : {high, number, ::group-off} °C, {rain, number, ::group-off} mm de pluie.',
  'suggestions.climateDescription':
    'En général {high, number, ::group-off} °C le jour et {low, number, ::group-off} °C la nuit, avec {rain, number, ::group-off} mm de pluie sur le mois ; indice d’ensoleillement {score, number} sur 100.',
  'suggestions.climateSource':
    'Météo typique par mois à {city} ({iata}), d’après 20 ans de données NASA POWER. Climat : Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0 ; NASA POWER.',
  'suggestions.climateSourceAway':
    'Météo typique par mois à {city} ({iata}), à {km, number} km de {near}, d’après 20 ans de données NASA POWER. Climat : Sunshine Atlas (sunshineatlas.com/data), CC BY 4.0 ; NASA POWER.',
  'suggestions.seasonsSource':
    'Suggestions hors ligne à partir des données de lieux GeoNames : saisons selon la latitude.',
  'suggestions.monthSpan': 'de {from} à {to}',
  'suggestions.seasonDry': 'Saison sèche',
  'suggestions.seasonWet': 'Saison des pluies',
  'suggestions.seasonSpring': 'Printemps',
  'suggestions.seasonSummer': 'Été',
  'suggestions.seasonAutumn': 'Automne',
  'suggestions.seasonWinter': 'Hiver',
  'suggestions.reasonTropicsDry':
    'Chaud toute l’année ; les mois les plus secs sont en général les plus faciles pour se déplacer.',
  'suggestions.reasonTropicsWet':
    'Des paysages plus verts, moins de visiteurs et souvent des prix plus bas.',
  'suggestions.reasonPolarSummer': 'Des journées très longues et le temps le plus doux de l’année.',
  'suggestions.reasonPolarWinter':
    'De la neige et, par nuit claire et sombre, une chance de voir des aurores.',
  'suggestions.reasonSpring': 'Un temps doux et moins de visiteurs qu’en été.',
  'suggestions.reasonAutumn': 'Encore doux, et la foule de l’été est partie.',
  'suggestions.reasonSummer':
    'Les journées les plus chaudes et les plus longues, et la période la plus fréquentée.',
  'suggestions.reasonWinter': 'La période la plus calme et souvent la moins chère.',
  'suggestions.latitudeCaveat':
    'D’après sa seule latitude ; le climat local, l’altitude et les événements peuvent changer la donne.',
  'suggestions.describeTropicsDry':
    '{place} se trouve sous les tropiques, où l’année est rythmée par la pluie plutôt que par le froid. Prévoyez les journées en plein air et les sorties hors de la ville pendant les mois les plus secs. {caveat}',
  'suggestions.describeTropicsWet':
    'Attendez-vous à de fortes averses, souvent l’après-midi ; gardez des projets flexibles. {caveat}',
  'suggestions.describePolarSummer':
    '{place} se trouve très au {direction, select, north {nord} other {sud}} : l’été apporte une lumière presque sans fin pour les promenades et les sorties. {caveat}',
  'suggestions.describePolarWinter':
    'Les journées sont courtes et froides ; prévoyez de quoi affronter la neige. {caveat}',
  'suggestions.describeSpring':
    'Un moment agréable pour parcourir {place} à pied, ainsi que les villes alentour. {caveat}',
  'suggestions.describeAutumn':
    'Idéal pour de longues journées dehors et des excursions à la journée. {caveat}',
  'suggestions.describeSummer':
    'Réservez tôt ; attendez-vous à plus de visiteurs et à des prix plus élevés. {caveat}',
  'suggestions.describeWinter':
    'Des journées plus courtes et plus froides ; un bon moment pour une escapade en ville, à l’abri. {caveat}',
} satisfies Translation<typeof en>;
