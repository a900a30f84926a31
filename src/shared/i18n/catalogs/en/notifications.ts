// Notifications: the bell and its list, the profile's settings, unsubscribing (docs/I18N.md).
export default {
  'notifications.title': 'Notifications',
  'notifications.bellUnread': 'Notifications, {count} unread',
  'notifications.loading': 'Loading notifications…',
  'notifications.retry': 'Retry',
  'notifications.retrying': 'Retrying…',
  'notifications.loadFailed': 'Your notifications could not be loaded.',
  'notifications.empty': 'No notifications yet',
  'notifications.markAllRead': 'Mark all read',
  'notifications.unread': 'Unread:',
  'notifications.justNow': 'just now',
  'notifications.settingsLoading': 'Loading notification settings…',
  'notifications.settingsFailed': 'Your notification settings could not be loaded.',
  'notifications.settingsIntro':
    'The bell in the header always shows your notifications. You can also get them by e-mail or as push notifications:',
  'notifications.saveFailed': 'Your choice could not be saved. Please try again.',
  'notifications.pushChangeFailed': 'Push notifications could not be changed. Please try again.',
  'notifications.email': 'E-mail notifications',
  'notifications.emailUnavailable':
    'E-mail is not available: this server is not set up to send it.',
  'notifications.push': 'Push notifications on this device',
  'notifications.pushNoKey': 'Push is not available: this server has no push key.',
  'notifications.pushUnsupported':
    'This browser cannot receive push notifications. On an iPhone or iPad, add the app to the Home Screen first.',
  'notifications.pushDenied':
    'This browser blocks notifications from this site. Allow them in the browser’s site settings, then try again.',
  'notifications.pushServiceFailed':
    'This browser could not reach its push service, so push is not on. Please try again later.',
  'notifications.pushDismissed':
    'Push notifications were not allowed. Turn the switch on to be asked again.',
  'notifications.pushNoWorker':
    'Push needs the app’s offline helper, which is not running yet. Reload the page and try again.',
  'notifications.yourProfile': '<link>your profile</link>',
  'notifications.yourProfileLogIn': 'your profile (<link>log in</link> first)',
  'notifications.unsubscribeInvalid':
    'This unsubscribe link is not valid: it may be cut short or changed. You can turn e-mails off in {profile}.',
  'notifications.tryAgain': 'Try again',
  'notifications.unsubscribeFailed': 'Your choice could not be sent. Please try again.',
  'notifications.unsubscribed': 'You will no longer get e-mails from Getaway Planner.',
  'notifications.changedMind': 'Changed your mind? Turn them back on in {profile}.',
  'notifications.unsubscribing': 'Turning off e-mails…',
} as const;
