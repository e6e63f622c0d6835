'use client';

import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/auth/client/api-client';

/** Fired after the user reads notifications, so every badge on the page updates at once. */
export const NOTIFICATIONS_CHANGED = 'notifications-changed';

export function announceNotificationsChanged(): void {
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
}

/** The logged-in user's unread notification count (0 when logged out), refreshed when it changes or the tab regains focus. */
export function useUnreadCount(userId: string | undefined): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const refresh = () =>
      void apiFetch<{ unread: number }>('/api/notifications/unread-count').then((result) => {
        if (!cancelled && result.ok) setCount(result.data.unread);
      });
    refresh();
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    window.addEventListener('focus', refresh);
    return () => {
      cancelled = true;
      window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [userId]);

  return userId ? count : 0;
}
