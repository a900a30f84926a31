import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {
  'landing.stepDiscoverTitle': 'Descubrir',
  'landing.stepDiscoverText':
    'Filtra por lugar, fecha y presupuesto para encontrar la escapada que encaja contigo.',
  'landing.stepPlanTitle': 'Planifica y guarda',
  'landing.stepPlanText':
    'Marca tus destinos favoritos, fija presupuestos y consulta el tiempo antes de reservar.',
  'landing.stepGoTitle': 'Ve y disfruta',
  'landing.stepGoText':
    'Ten tus listas de deseos y todos los detalles de cada viaje en un solo lugar mientras viajas.',
  'landing.previewDates': '{start} – {end} · Lista de deseos de verano',
  'landing.previewWeather': '{temperature} °C, cielo despejado',
  'landing.previewBudget': 'Presupuesto $$',
  'landing.logIn': 'Iniciar sesión',
  'landing.overline': 'Escapadas económicas',
  'landing.title': 'Planifica mejor, viaja más lejos.',
  'landing.intro':
    'Busca un destino, guarda los viajes que te encantan, agrúpalos en listas de deseos y consulta el tiempo antes de salir, todo en un solo lugar.',
  'landing.getStarted': 'Empezar',
  'landing.tryFilter': 'Prueba el filtro de viajes',
  'landing.howItWorks': 'Cómo funciona',
  'landing.howItWorksText': 'Tres pasos del sueño a la salida.',
  'landing.ctaTitle': '¿Listo para tu próxima escapada?',
  'landing.ctaText': 'Es gratis. Crea una cuenta y tu primer viaje en un minuto.',
  'landing.startPlanning': 'Empieza a planificar',
  'landing.newHere': '¿Eres nuevo? <link>Crea una cuenta</link>',
} satisfies Translation<typeof en>;
