export default {
  'calendar.heading': 'Add to your calendar',
  'calendar.intro':
    'Follow this trip in Google Calendar, Apple Calendar or Outlook: its dates and every planned item with a time, kept up to date, through a private link.',
  'calendar.shownOnce':
    'This link is shown only this once: anyone who has it can see this trip’s plan, so it is not kept where it could be read again. Copy it now; if you lose it, renew it.',
  'calendar.renewQuestion':
    'Renew the calendar link? Calendars subscribed to the current link stop updating.',
  'calendar.revokeQuestion':
    'Stop sharing this trip’s calendar? Calendars subscribed to the link stop updating.',
  'calendar.changeFailed': 'The calendar link could not be changed.',
  'calendar.loading': 'Loading...',
  'calendar.loadFailed': 'The calendar link could not be loaded.',
  'calendar.activeSince': 'Your calendar link has been active since {date}.',
  'calendar.renewing': 'Renewing…',
  'calendar.renew': 'Renew link',
  'calendar.stopping': 'Stopping…',
  'calendar.stopSharingCalendar': 'Stop sharing calendar',
  'calendar.none': 'No calendar link yet.',
  'calendar.creating': 'Creating…',
  'calendar.create': 'Create calendar link',
  'calendar.linkLabel': 'Calendar link',
  'calendar.subscribe': 'Subscribe',
  'calendar.stopSharing': 'Stop sharing',
} as const;
