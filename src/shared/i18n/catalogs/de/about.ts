import type { Translation } from '../../translation';
import type en from '../en/about';

export default {
  'about.documentTitle': 'Über',
  'about.title': 'Über Getaway Planner',
  'about.intro':
    'Getaway Planner hilft dir, preiswerte Reisen zu planen. Die App erfasst und vergleicht die Gesamtkosten deiner Reisen – Flug, Unterkunft, Mietwagen und weitere Ausgaben – über Daten und Orte hinweg, damit du siehst, welcher Kurztrip dir am meisten für dein Geld bietet.',
  'about.more':
    'Suche einen Ort und erstelle eine Reise dafür, markiere Reisen, die dir gefallen, als Favoriten und ordne sie in Wunschlisten, prüfe das Wetter und vorgeschlagene Aktivitäten und blicke auf deine vergangenen Reisen zurück.',
  'about.totalTitle': 'Alle Kosten in einer Summe',
  'about.totalText':
    'Flug, Unterkunft, Mietwagen und weitere Ausgaben ergeben eine Summe pro Reise.',
  'about.datesTitle': 'Daten vergleichen',
  'about.datesText':
    'Sieh, was derselbe Kurztrip an verschiedenen Daten kostet, bevor du dich festlegst.',
  'about.placesTitle': 'Orte vergleichen',
  'about.placesText':
    'Vergleiche Reiseziele nebeneinander und behalte deine Favoriten in Wunschlisten.',
} satisfies Translation<typeof en>;
