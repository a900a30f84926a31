import { useEffect, type RefObject } from 'react';

/**
 * For a form on a page drawn at build time (public/start-on-use.js): once the app has the form, it
 * says so, tells the field the visitor is in that it has focus (it got focus before the app could
 * hear it), and sends a submit the visitor made before then, so nothing typed or pressed is lost.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.dataset.takenOver = 'true';
    const active = document.activeElement;
    if (active instanceof HTMLElement && form.contains(active)) {
      active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    if (form.dataset.submitHeld !== 'true') return;
    // Sent in a task of its own: sent from inside this effect, a form that draws its errors at
    // once (flushSync) could not, and the first bad field got no focus.
    const timer = setTimeout(() => {
      delete form.dataset.submitHeld;
      form.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, [formRef]);
}
