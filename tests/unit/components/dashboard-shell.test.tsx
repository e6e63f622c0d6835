// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { DashboardShell } from '@/components/dashboard/dashboard-shell';
import { renderWithIntl } from '../render-with-intl';
import en from '@/messages/en.json';

const replace = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace }),
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${part({ alg: 'HS256' })}.${part({ sub: 'u1', role: 'user', iat: 1, exp: 2, jti: 'j1' })}.signature`;

describe('DashboardShell while the server is busy', () => {
  beforeEach(() => {
    window.localStorage.setItem('token', token);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: { code: 'unavailable', message: 'busy' } }), { status: 503 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('says the server is busy and retrying, and does not send the user to the login page', async () => {
    renderWithIntl(
      <AuthProvider>
        <DashboardShell siteName="Site">page</DashboardShell>
      </AuthProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(en.DashboardNav.serverBusy);
    expect(replace).not.toHaveBeenCalled();
  });
});
