'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { jwtDecode } from 'jwt-decode';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch, type ApiErrorBody } from '@/lib/auth/client/api-client';
import { readToken, removeToken, storeToken, TOKEN_KEY } from '@/lib/auth/client/token-storage';
import type { TokenClaims } from '@/lib/auth/token-claims';
import type { UserProfile } from '@/lib/users/user-dto';

export type { TokenClaims, UserProfile };

/** The logged-in user: the token's claims merged with the profile from /api/user. */
export type AuthUser = TokenClaims & UserProfile;

export type AuthResult = { ok: true } | { ok: false; error: ApiErrorBody };

type AuthContextValue = {
  user: AuthUser | null;
  /** True until the profile for the stored token is known (and while a busy server is retried). */
  loading: boolean;
  /** The server was busy or out of reach when asked for the profile; it is being asked again. */
  busy: boolean;
  login: (email: string, password: string) => Promise<AuthResult>;
  logout: () => void;
  refreshProfile: () => Promise<void>;
  updateProfile: (changes: { username?: string; email?: string; currentPassword?: string }) => Promise<AuthResult>;
  /** Keeps a token the server issued elsewhere (sign-up, password change) and loads its user. */
  acceptToken: (token: string) => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** No answer, or the server or its gateway shedding load: the token may well be good. */
const isTransient = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

/** Retry delays for a busy server: 1 s, doubling to at most 16 s, so a crowd of tabs backs off. */
const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 16_000);

export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);
  // Bumped by the retry timer: the effect below fetches the profile again.
  const [retryRound, setRetryRound] = useState(0);
  // Set once the profile for the current token has been fetched, so it is fetched once per token.
  const loaded = useRef(false);
  const retry = useRef<{ timer?: ReturnType<typeof setTimeout>; attempt: number }>({ attempt: 0 });

  const fetchProfile = useCallback(async () => {
    clearTimeout(retry.current.timer);
    const token = readToken();
    if (!token) {
      setUser(null);
      setLoading(false);
      return;
    }
    let claims: TokenClaims;
    try {
      claims = jwtDecode<TokenClaims>(token);
    } catch (error) {
      console.error('Token decoding failed', error);
      removeToken();
      setUser(null);
      setLoading(false);
      return;
    }
    const result = await apiFetch<UserProfile>('/api/user');
    setBusy(!result.ok && isTransient(result.status));
    if (result.ok) {
      retry.current.attempt = 0;
      setUser({ ...claims, ...result.data });
    } else if (isTransient(result.status)) {
      // Keep the user (and, without one yet, keep loading, so no page sends them to the login page).
      console.error('Failed to fetch user profile, retrying', result.error.message);
      loaded.current = true;
      retry.current.timer = setTimeout(() => {
        loaded.current = false;
        setRetryRound((round) => round + 1);
      }, retryDelayMs(retry.current.attempt++));
      return;
    } else {
      if (result.status === 401 || result.status === 403) {
        // Expired, revoked or banned: the token is of no further use.
        removeToken();
        setUser(null);
      }
      console.error('Failed to fetch user profile', result.error.message);
    }
    loaded.current = true;
    setLoading(false);
  }, []);

  useEffect(() => {
    if (loaded.current) return;
    void fetchProfile();
  }, [fetchProfile, retryRound]);

  useEffect(() => () => clearTimeout(retry.current.timer), []);

  // Another tab logging in or out changes the stored token: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      loaded.current = false;
      void fetchProfile();
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [fetchProfile]);

  const acceptToken = useCallback(
    async (token: string) => {
      storeToken(token);
      loaded.current = false;
      setLoading(true);
      await fetchProfile();
    },
    [fetchProfile],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<AuthResult> => {
      const result = await apiFetch<{ token: string }>('/api/login', { method: 'POST', json: { email, password } });
      if (!result.ok) {
        console.error('Login failed', result.error.message);
        return { ok: false, error: result.error };
      }
      try {
        jwtDecode<TokenClaims>(result.data.token);
      } catch (error) {
        console.error('Token decoding failed on login', error);
        return { ok: false, error: { code: 'generic', message: 'The server sent an unreadable token.' } };
      }
      await acceptToken(result.data.token);
      return { ok: true };
    },
    [acceptToken],
  );

  const logout = useCallback(() => {
    clearTimeout(retry.current.timer);
    setBusy(false);
    setUser(null);
    removeToken();
    loaded.current = false;
    router.push('/login');
  }, [router]);

  const updateProfile = useCallback(
    async (changes: { username?: string; email?: string; currentPassword?: string }): Promise<AuthResult> => {
      const result = await apiFetch<UserProfile>('/api/user', { method: 'PATCH', json: changes });
      if (!result.ok) {
        console.error('Failed to update profile', result.error.message);
        return { ok: false, error: result.error };
      }
      setUser((current) => (current ? { ...current, ...result.data } : current));
      return { ok: true };
    },
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, busy, login, logout, refreshProfile: fetchProfile, updateProfile, acceptToken }),
    [user, loading, busy, login, logout, fetchProfile, updateProfile, acceptToken],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
