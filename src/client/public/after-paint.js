// Starts the app on a page drawn at build time (scripts/prerender.ts) once that page is on screen:
// the visitor sees the form at once, and the app takes it over a moment later.
const entry = document.currentScript.dataset.entry;
requestAnimationFrame(() => setTimeout(() => import(entry)));

// A form sent before the app has taken it over is held, not sent by the browser (which would
// leave the page); the app sends it once it has (src/client/lib/held-submit.ts).
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.takenOver) return;
    event.preventDefault();
    form.dataset.submitHeld = 'true';
  },
  true,
);
