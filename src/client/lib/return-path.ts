/**
 * Where a visitor goes back to after logging in or registering, when a page sent them there (an
 * invite opened while logged out). Kept in this tab's session storage, not in the URL, so a
 * private link never lands in a login address, the history or a server log.
 */
const RETURN_PATH_KEY = 'return-path';

/** Only a path of this app: one leading slash, no scheme or host, no backslash. */
function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function rememberReturnPath(path: string): void {
  if (!isAppPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage refused (private mode): the visitor lands on My trips and opens the link again.
  }
}

/** The remembered path, if any; it stays until the page that asked for it forgets it. */
export function pendingReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    return path !== null && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // Nothing was kept.
  }
}
