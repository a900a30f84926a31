import type { Translation } from '../../translation';
import type en from '../en/about';

export default {
  'about.documentTitle': 'Informazioni',
  'about.title': 'Informazioni su Getaway Planner',
  'about.intro':
    'Getaway Planner ti aiuta a pianificare viaggi low cost. Tiene traccia e confronta il costo totale dei tuoi viaggi (voli, alloggio, auto a noleggio e altre spese) tra date e luoghi diversi, così vedi quale fuga ti offre di più per il tuo denaro.',
  'about.more':
    'Cerca un luogo e crea un viaggio, aggiungi ai preferiti i viaggi che ti piacciono e raggruppali in liste dei desideri, controlla il meteo e i suggerimenti su cosa fare, e ripercorri i viaggi che hai fatto.',
  'about.totalTitle': 'Tutti i costi in un totale',
  'about.totalText':
    'Voli, alloggio, auto a noleggio e altre spese si sommano in un’unica cifra per viaggio.',
  'about.datesTitle': 'Confronta le date',
  'about.datesText': 'Scopri quanto costa la stessa fuga in date diverse prima di decidere.',
  'about.placesTitle': 'Confronta i luoghi',
  'about.placesText':
    'Metti a confronto le mete fianco a fianco e tieni le preferite nelle liste dei desideri.',
} satisfies Translation<typeof en>;
