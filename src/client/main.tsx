// The app's modules are evaluated in steps, each in a task of its own, with the browser free to
// paint and take input between them: evaluated at once they held the main thread for about 250 ms
// on a mid-range phone (docs/PERFORMANCE.md). index.html preloads every step's files at once
// (vite.config.ts), so the steps cost no extra round trip.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./app/theme'); // MUI's styling engine and the theme
  await nextTask();
  await import('./lib/i18n'); // MUI's core components, messages and formats, the contracts' Zod
  await nextTask();
  await import('./app/app'); // the router, the session, the query cache and the page's frame
  await nextTask();
  const { start } = await import('./start');
  await start();
})();
