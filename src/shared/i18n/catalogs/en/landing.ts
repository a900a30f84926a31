export default {
  'landing.stepDiscoverTitle': 'Discover',
  'landing.stepDiscoverText': 'Filter by location, date and budget to find a getaway that fits.',
  'landing.stepPlanTitle': 'Plan and save',
  'landing.stepPlanText':
    'Favourite destinations, set budgets and get weather insights before you book.',
  'landing.stepGoTitle': 'Go and enjoy',
  'landing.stepGoText':
    'Keep your wishlists and every trip’s details in one place while you travel.',
  'landing.previewDates': '{start} – {end} · Summer wishlist',
  'landing.previewWeather': '{temperature}°C clear sky',
  'landing.previewBudget': 'Budget $$',
  'landing.logIn': 'Log in',
  'landing.overline': 'Budget-friendly getaways',
  'landing.title': 'Plan Smarter, Travel Further.',
  'landing.intro':
    'Search a destination, save the trips you love, group them into wishlists and check the weather before you go — all in one place.',
  'landing.getStarted': 'Get Started',
  'landing.tryFilter': 'Try the trip filter',
  'landing.howItWorks': 'How It Works',
  'landing.howItWorksText': 'Three steps from daydream to departure.',
  'landing.ctaTitle': 'Ready for your next getaway?',
  'landing.ctaText': 'It is free. Create an account and your first trip in a minute.',
  'landing.startPlanning': 'Start Planning',
  'landing.newHere': 'New here? <link>Create an account</link>',
} as const;
