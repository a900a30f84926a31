import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/offline';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The first draw in a transition: React draws it in slices and lets input through between them,
// where an urgent render would hold the main thread until the whole screen is drawn.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) registerServiceWorker();
