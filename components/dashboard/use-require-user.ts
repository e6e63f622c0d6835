'use client';

import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useAuth } from '@/components/auth/auth-provider';

/**
 * The dashboard's pages are for logged-in users: without one, go to the login page. This only
 * steers the visitor; the API checks the token on every request regardless.
 */
export function useRequireUser() {
  const auth = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (!auth.loading && !auth.user) router.replace('/login');
  }, [auth.loading, auth.user, router]);
  return auth;
}
