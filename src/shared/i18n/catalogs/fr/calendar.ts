import type { Translation } from '../../translation';
import type en from '../en/calendar';

export default {
  'calendar.heading': 'Ajouter à votre agenda',
  'calendar.intro':
    'Suivez ce voyage dans Google Agenda, Calendrier Apple ou Outlook : ses dates et chaque activité prévue avec une heure, toujours à jour, grâce à un lien privé.',
  'calendar.shownOnce':
    'Ce lien n’est affiché que cette fois : toute personne qui l’a peut voir le programme de ce voyage, il n’est donc conservé nulle part où il pourrait être relu. Copiez-le maintenant ; si vous le perdez, renouvelez-le.',
  'calendar.renewQuestion':
    'Renouveler le lien d’agenda ? Les agendas abonnés au lien actuel ne seront plus mis à jour.',
  'calendar.revokeQuestion':
    'Arrêter de partager l’agenda de ce voyage ? Les agendas abonnés au lien ne seront plus mis à jour.',
  'calendar.changeFailed': 'Le lien d’agenda n’a pas pu être modifié.',
  'calendar.loading': 'Chargement…',
  'calendar.loadFailed': 'Le lien d’agenda n’a pas pu être chargé.',
  'calendar.activeSince': 'Votre lien d’agenda est actif depuis le {date}.',
  'calendar.renewing': 'Renouvellement…',
  'calendar.renew': 'Renouveler le lien',
  'calendar.stopping': 'Arrêt…',
  'calendar.stopSharingCalendar': 'Arrêter de partager l’agenda',
  'calendar.none': 'Pas encore de lien d’agenda.',
  'calendar.creating': 'Création…',
  'calendar.create': 'Créer un lien d’agenda',
  'calendar.linkLabel': 'Lien d’agenda',
  'calendar.subscribe': 'S’abonner',
  'calendar.stopSharing': 'Arrêter le partage',
} satisfies Translation<typeof en>;
