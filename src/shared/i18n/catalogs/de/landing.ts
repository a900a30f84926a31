import type { Translation } from '../../translation';
import type en from '../en/landing';

export default {
  'landing.stepDiscoverTitle': 'Entdecken',
  'landing.stepDiscoverText':
    'Filtere nach Ort, Datum und Budget und finde einen Kurztrip, der passt.',
  'landing.stepPlanTitle': 'Planen und speichern',
  'landing.stepPlanText':
    'Merke dir Lieblingsziele, lege Budgets fest und sieh dir das Wetter an, bevor du buchst.',
  'landing.stepGoTitle': 'Losfahren und genießen',
  'landing.stepGoText':
    'Hab deine Wunschlisten und alle Details jeder Reise unterwegs an einem Ort.',
  'landing.previewDates': '{start} – {end} · Sommer-Wunschliste',
  'landing.previewWeather': '{temperature} °C, klarer Himmel',
  'landing.previewBudget': 'Budget $$',
  'landing.logIn': 'Anmelden',
  'landing.overline': 'Preiswerte Kurztrips',
  'landing.title': 'Klüger planen, weiter reisen.',
  'landing.intro':
    'Suche ein Reiseziel, speichere die Reisen, die dir gefallen, ordne sie in Wunschlisten und prüfe vor der Abreise das Wetter – alles an einem Ort.',
  'landing.getStarted': 'Jetzt loslegen',
  'landing.tryFilter': 'Reisefilter ausprobieren',
  'landing.howItWorks': 'So funktioniert’s',
  'landing.howItWorksText': 'Drei Schritte vom Tagtraum bis zur Abreise.',
  'landing.ctaTitle': 'Bereit für deinen nächsten Kurztrip?',
  'landing.ctaText': 'Es ist kostenlos. Erstelle in einer Minute ein Konto und deine erste Reise.',
  'landing.startPlanning': 'Planung starten',
  'landing.newHere': 'Neu hier? <link>Konto erstellen</link>',
} satisfies Translation<typeof en>;
