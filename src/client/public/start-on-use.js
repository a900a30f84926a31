// Starts the app on a page drawn at build time (scripts/prerender.ts) when the visitor starts to
// use it: the form shows and takes input with no script, and the app (most of the page's weight)
// is fetched and run on the first key, tap or focus, never while the page is only being looked at.
const entry = document.currentScript.dataset.entry;
const USE = ['pointerdown', 'keydown', 'focusin', 'change'];
let started = false;

function maySignIn() {
  try {
    return localStorage.getItem('firstLogin') !== null;
  } catch {
    return false; // storage refused: the app could not remember a session either
  }
}

function start() {
  if (started) return;
  started = true;
  for (const type of USE) document.removeEventListener(type, start, true);
  import(entry);
}

// A device that may hold a session starts at once: the app checks it, then leaves this page or
// draws the form afresh (the flag the app keeps, src/client/app/session.tsx). Until then this
// form takes no input, which the fresh one would drop.
if (maySignIn()) {
  document.getElementById('root').inert = true;
  requestAnimationFrame(() => setTimeout(start));
} else {
  for (const type of USE) document.addEventListener(type, start, { capture: true, passive: true });
}

// A form sent before the app has taken it over is held, not sent by the browser (which would
// leave the page); the app sends it once it has (src/client/lib/held-submit.ts).
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.takenOver) return;
    event.preventDefault();
    form.dataset.submitHeld = 'true';
    start();
  },
  true,
);
