import { useEffect, type RefObject } from 'react';

/**
 * For a form on a page drawn at build time (public/after-paint.js): once the app has the form, it
 * says so, and sends a submit the visitor made before then, so nothing typed or pressed is lost.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.dataset.takenOver = 'true';
    if (form.dataset.submitHeld !== 'true') return;
    delete form.dataset.submitHeld;
    form.requestSubmit();
  }, [formRef]);
}
