import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { formatMoney } from '#shared/domain/money';
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

// The first money format built loads the locale's number data: tens of milliseconds on a phone.
// Built here, in a task of its own while the first screen waits for its data, it does not lengthen
// the task that draws the screen (docs/PERFORMANCE.md).
setTimeout(() => formatMoney({ amount: 0, currency: 'USD' }), 0);

if (import.meta.env.PROD) registerServiceWorker();
