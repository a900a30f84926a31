import { useEffect } from 'react';

const APP_NAME = 'Getaway Planner';

/** Names the browser tab after the screen, so history and screen readers tell screens apart. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
