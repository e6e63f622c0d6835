'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { jwtDecode } from 'jwt-decode';
import { useRouter } from '@/lib/i18n/navigation';
import { apiFetch, type ApiErrorBody } from '@/lib/auth-client/api-client';
import { readToken, removeToken, storeToken, TOKEN_KEY } from '@/lib/auth-client/token-storage';
import type { TokenClaims } from '@/lib/auth/token-claims';
import type { UserProfile } from '@/lib/users/user-dto';

export type { TokenClaims, UserProfile };

/** The logged-in user: the token's claims merged with the profile from /api/user. */
export type AuthUser = TokenClaims & UserProfile;

export type AuthResult = { ok: true } | { ok: false; error: ApiErrorBody };

type AuthContextValue = {
  user: AuthUser | null;
  loading: boolean;
  login: (email: string, password: string) => Promise<AuthResult>;
  logout: () => void;
  refreshProfile: () => Promise<void>;
  updateProfile: (changes: { username?: string; email?: string; currentPassword?: string }) => Promise<AuthResult>;
  /** Keeps a token the server issued elsewhere (sign-up, password change) and loads its user. */
  acceptToken: (token: string) => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  // Set once the profile for the current token has been fetched, so it is fetched once per token.
  const loaded = useRef(false);

  const fetchProfile = useCallback(async () => {
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
    if (result.ok) {
      setUser({ ...claims, ...result.data });
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
  }, [fetchProfile]);

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
    () => ({ user, loading, login, logout, refreshProfile: fetchProfile, updateProfile, acceptToken }),
    [user, loading, login, logout, fetchProfile, updateProfile, acceptToken],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
