import type { Translation } from '../../translation';
import type en from '../en/language';

export default {
  'language.label': 'Sprache',
  'language.browserDefault': 'Wie dieser Browser',
  'language.profileHelp': 'Die App spricht sie auf jedem Gerät, auf dem du dich anmeldest.',
  'language.saved': 'Deine Sprache wurde gespeichert.',
  'language.saveFailed':
    'Deine Sprache konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  'language.appName': 'Kurztrip-Planer',
  'language.appShortName': 'Kurztrips',
  'language.appDescription': 'Plane günstige Kurztrips: Kosten, Termine und Orte im Vergleich.',
} satisfies Translation<typeof en>;
