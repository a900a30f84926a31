export default {
  'about.documentTitle': 'About',
  'about.title': 'About Getaway Planner',
  'about.intro':
    'Getaway Planner helps you plan budget-friendly trips. It tracks and compares the total cost of your trips — airfare, lodging, car rental and other expenses — across dates and locations, so you can see which getaway gives you the most for your money.',
  'about.more':
    'Search a place and create a trip for it, favourite the trips you like and group them into wishlists, check the weather and suggested things to do, and look back on the trips you have taken.',
  'about.totalTitle': 'Every cost in one total',
  'about.totalText':
    'Airfare, lodging, car rental and other expenses add up to one figure per trip.',
  'about.datesTitle': 'Compare dates',
  'about.datesText': 'See how the same getaway costs on different dates before you commit.',
  'about.placesTitle': 'Compare places',
  'about.placesText': 'Weigh destinations side by side and keep the favourites in wishlists.',
} as const;
