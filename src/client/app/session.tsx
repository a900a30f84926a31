import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  userRoutes,
  type LoginBody,
  type RegisterBody,
  type UserInfo,
} from '#shared/contracts/users';
import { callApi, refreshSession, setAccessToken } from '#client/lib/api-client';
import { forgetSavedData } from '#client/lib/offline';

/** The "first login" flag: the only thing kept in storage (docs/PRODUCT-RULES.md#sessions). */
export const FIRST_LOGIN_KEY = 'firstLogin';

export type Session =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: UserInfo };

interface SessionActions {
  login(body: LoginBody): Promise<void>;
  register(body: RegisterBody): Promise<void>;
  logout(): Promise<void>;
  /** Reloads the user info after a profile change. */
  reloadUser(): Promise<void>;
}

const SessionContext = createContext<(SessionActions & { session: Session }) | null>(null);

/** Whether a session may exist on this device: the app then starts by refreshing it. */
export function hasFirstLoginFlag(): boolean {
  try {
    return localStorage.getItem(FIRST_LOGIN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Logged out until the first-login flag exists; with it, one refresh on load, then
 * the user info. Login and register set the flag; logout clears storage and the saved trips.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(() =>
    hasFirstLoginFlag() ? { status: 'loading' } : { status: 'anonymous' },
  );

  const loadUser = useCallback(async () => {
    const user = await callApi(userRoutes.info);
    setSession({ status: 'authenticated', user });
  }, []);

  useEffect(() => {
    if (!hasFirstLoginFlag()) return;
    let cancelled = false;
    void (async () => {
      const { token, isUnreachable } = await refreshSession();
      if (cancelled) return;
      if (isUnreachable) {
        // Offline, the account saved on this device opens its saved trips (docs/OFFLINE.md);
        // the first call back online refreshes the session or ends it. Just after a reload the
        // service worker may not yet see its store (seen in Chromium), so it is asked again.
        for (const wait of [0, 300, 1000]) {
          await new Promise((resolve) => setTimeout(resolve, wait));
          if (cancelled) return;
          try {
            await loadUser();
            return;
          } catch (error) {
            console.warn('No saved account to open offline:', error);
          }
        }
      }
      if (!token) {
        console.warn('Session refresh failed; staying logged out.');
        setSession({ status: 'anonymous' });
        return;
      }
      try {
        await loadUser();
      } catch (error) {
        console.warn('Loading user info failed:', error);
        if (!cancelled) setSession({ status: 'anonymous' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [loadUser]);

  const startSession = useCallback(
    async (accesstoken: string) => {
      setAccessToken(accesstoken);
      localStorage.setItem(FIRST_LOGIN_KEY, 'true');
      queryClient.clear();
      // Another traveller's saved trips must never show to this one.
      await forgetSavedData();
      await loadUser();
    },
    [loadUser, queryClient],
  );

  const actions = useMemo<SessionActions>(
    () => ({
      login: async (body) => {
        const { accesstoken } = await callApi(userRoutes.login, { body });
        await startSession(accesstoken);
      },
      register: async (body) => {
        const { accesstoken } = await callApi(userRoutes.register, { body });
        await startSession(accesstoken);
      },
      logout: async () => {
        setSession({ status: 'anonymous' });
        try {
          await callApi(userRoutes.logout);
        } catch (error) {
          console.warn('Logout call failed:', error);
        }
        setAccessToken(null);
        localStorage.clear();
        queryClient.clear();
        await forgetSavedData();
      },
      reloadUser: loadUser,
    }),
    [loadUser, queryClient, startSession],
  );

  const value = useMemo(() => ({ session, ...actions }), [session, actions]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
