// A notice's e-mail, in its reader's language (src/server/notifications/mail.ts).
export default {
  'mail.openIt': 'Open it',
  'mail.stopEmails': 'Stop these e-mails',
} as const;
