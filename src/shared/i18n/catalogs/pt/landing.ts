import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {
  'landing.stepDiscoverTitle': 'Descobrir',
  'landing.stepDiscoverText':
    'Filtre por local, data e orçamento para encontrar a escapadinha certa.',
  'landing.stepPlanTitle': 'Planear e guardar',
  'landing.stepPlanText':
    'Marque destinos como favoritos, defina orçamentos e veja o tempo antes de reservar.',
  'landing.stepGoTitle': 'Partir e aproveitar',
  'landing.stepGoText':
    'Tenha as suas listas de desejos e todos os detalhes de cada viagem num só lugar enquanto viaja.',
  'landing.previewDates': '{start} – {end} · Lista de desejos de verão',
  'landing.previewWeather': '{temperature} °C, céu limpo',
  'landing.previewBudget': 'Orçamento $$',
  'landing.logIn': 'Iniciar sessão',
  'landing.overline': 'Escapadinhas económicas',
  'landing.title': 'Planeie melhor, viaje mais longe.',
  'landing.intro':
    'Pesquise um destino, guarde as viagens de que gosta, agrupe-as em listas de desejos e veja o tempo antes de partir, tudo num só lugar.',
  'landing.getStarted': 'Começar',
  'landing.tryFilter': 'Experimentar o filtro de viagens',
  'landing.howItWorks': 'Como funciona',
  'landing.howItWorksText': 'Três passos do sonho à partida.',
  'landing.ctaTitle': 'Pronto para a próxima escapadinha?',
  'landing.ctaText': 'É grátis. Crie uma conta e a sua primeira viagem num minuto.',
  'landing.startPlanning': 'Começar a planear',
  'landing.newHere': 'É novo por cá? <link>Criar uma conta</link>',
} satisfies Translation<typeof en>;
