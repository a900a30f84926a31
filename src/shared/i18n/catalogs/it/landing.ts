import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {
  'landing.stepDiscoverTitle': 'Scopri',
  'landing.stepDiscoverText': 'Filtra per luogo, date e budget per trovare la fuga che fa per te.',
  'landing.stepPlanTitle': 'Pianifica e salva',
  'landing.stepPlanText':
    'Aggiungi le mete ai preferiti, fissa i budget e controlla il meteo prima di prenotare.',
  'landing.stepGoTitle': 'Parti e goditela',
  'landing.stepGoText':
    'Tieni le tue liste dei desideri e tutti i dettagli di ogni viaggio in un unico posto mentre viaggi.',
  'landing.previewDates': '{start} – {end} · Lista dei desideri estiva',
  'landing.previewWeather': '{temperature} °C, cielo sereno',
  'landing.previewBudget': 'Budget $$',
  'landing.logIn': 'Accedi',
  'landing.overline': 'Fughe low cost',
  'landing.title': 'Pianifica meglio, viaggia più lontano.',
  'landing.intro':
    'Cerca una meta, salva i viaggi che ami, raggruppali in liste dei desideri e controlla il meteo prima di partire, tutto in un unico posto.',
  'landing.getStarted': 'Inizia ora',
  'landing.tryFilter': 'Prova il filtro dei viaggi',
  'landing.howItWorks': 'Come funziona',
  'landing.howItWorksText': 'Tre passi dal sogno alla partenza.',
  'landing.ctaTitle': 'Pronto per la tua prossima fuga?',
  'landing.ctaText': 'È gratis. Crea un account e il tuo primo viaggio in un minuto.',
  'landing.startPlanning': 'Inizia a pianificare',
  'landing.newHere': 'Sei nuovo? <link>Crea un account</link>',
} satisfies Translation<typeof en>;
