/** A push message as the service worker shows it: a notice's title, body and page in the app. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
}

/**
 * Reads a push message's JSON (or a notification's data) as the server sends it; anything missing
 * or odd gets a plain value, and the link is always a path of this app, so a message can never
 * send the traveller elsewhere.
 */
export function readPushMessage(data: unknown): PushMessage {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const link = text(fields.link);
  return {
    title: text(fields.title) || 'Getaway Planner',
    body: text(fields.body),
    link:
      link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : '/my-trip',
  };
}
