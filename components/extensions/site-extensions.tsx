'use client';

import { useEffect, useState } from 'react';
import { useConsent } from '@/lib/site/consent/use-consent';
import { isActive, type PublicExtension } from '@/lib/site/extensions/catalogue';
import { loadAnalytics, loadChatWidget } from './third-party-scripts';

async function fetchExtensions(): Promise<PublicExtension[]> {
  const response = await fetch('/api/extensions', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /api/extensions answered ${response.status}`);
  const body = (await response.json()) as { success?: boolean; data?: PublicExtension[] };
  if (!body.success || !Array.isArray(body.data)) throw new Error('GET /api/extensions answered an unexpected body');
  return body.data;
}

/**
 * Loads the chat widget when it is Enabled with an app key, and analytics when it is Enabled with a
 * measurement ID, both only once the visitor has accepted cookies, on the notice or the privacy page (Crisp keeps its own
 * cookies too): no third-party script runs without consent. Pages stay static: the decision is made
 * here, in the browser. A failure is logged, never shown.
 */
export function SiteExtensions() {
  const [extensions, setExtensions] = useState<PublicExtension[] | null>(null);
  // Only an explicit yes: a refusal (the cookie set to false) or no answer yet loads nothing.
  const consented = useConsent() === 'accepted';

  useEffect(() => {
    fetchExtensions()
      .then(setExtensions)
      .catch((error: unknown) => console.error('Extensions could not be loaded:', error instanceof Error ? error.message : error));
  }, []);

  useEffect(() => {
    const chat = extensions?.find((extension) => extension.key === 'chat');
    if (consented && chat?.key === 'chat' && isActive(chat)) loadChatWidget(chat.config.appKey);
  }, [extensions, consented]);

  useEffect(() => {
    const analytics = extensions?.find((extension) => extension.key === 'analytics');
    if (consented && analytics?.key === 'analytics' && isActive(analytics)) loadAnalytics(analytics.config.measurementId);
  }, [extensions, consented]);

  return null;
}
