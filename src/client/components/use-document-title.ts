import { useEffect } from 'react';

const APP_NAME = 'Getaway Planner';

/** A screen's name in the browser tab: "Discover · Getaway Planner". */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Names the browser tab after the screen, so history and screen readers tell screens apart. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
