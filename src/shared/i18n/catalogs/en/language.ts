export default {
  'language.label': 'Language',
  'language.browserDefault': 'Same as this browser',
  'language.profileHelp': 'The app speaks it on every device you sign in on.',
  'language.saved': 'Your language has been saved.',
  'language.saveFailed': 'Your language could not be saved. Please try again.',
  'language.appName': 'Getaway Planner',
  'language.appShortName': 'Getaways',
  'language.appDescription':
    'Plan budget-friendly getaway trips: costs, dates and places compared.',
} as const;
