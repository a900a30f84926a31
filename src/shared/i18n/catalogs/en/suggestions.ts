export default {
  'suggestions.heading': 'Suggestions',
  'suggestions.show': 'Show Suggestions',
  'suggestions.hide': 'Hide Suggestions',
  'suggestions.loading': 'Loading...',
  'suggestions.none': 'No suggestions right now.',
  'suggestions.bestTimes': 'Best times to go',
} as const;
