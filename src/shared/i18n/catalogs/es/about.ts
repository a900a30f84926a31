import type { Translation } from '../../translation';
import type en from '../en/about';

export default {
  'about.documentTitle': 'Acerca de',
  'about.title': 'Acerca de Getaway Planner',
  'about.intro':
    'Getaway Planner te ayuda a planificar viajes económicos. Registra y compara el coste total de tus viajes (vuelos, alojamiento, coche de alquiler y otros gastos) en distintas fechas y lugares, para que veas qué escapada te da más por tu dinero.',
  'about.more':
    'Busca un lugar y crea un viaje para él, marca como favoritos los viajes que te gusten y agrúpalos en listas de deseos, consulta el tiempo y las sugerencias de qué hacer, y recuerda los viajes que ya has hecho.',
  'about.totalTitle': 'Todos los costes en un total',
  'about.totalText':
    'Vuelos, alojamiento, coche de alquiler y otros gastos suman una sola cifra por viaje.',
  'about.datesTitle': 'Compara fechas',
  'about.datesText': 'Mira cuánto cuesta la misma escapada en distintas fechas antes de decidirte.',
  'about.placesTitle': 'Compara lugares',
  'about.placesText':
    'Compara destinos uno al lado del otro y guarda tus favoritos en listas de deseos.',
} satisfies Translation<typeof en>;
