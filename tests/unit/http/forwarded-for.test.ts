import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveClientIp } from '@/lib/http/forwarded-for.mjs';

describe('client address (one walk for scripts/server.mjs and lib/http/client-ip.ts)', () => {
  it('takes the peer, or the entry as many hops back as are trusted, never one further left', () => {
    expect(resolveClientIp('::ffff:203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(resolveClientIp('10.0.0.2', 'forged, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(resolveClientIp('10.0.0.2', ['forged', '198.51.100.1, 10.0.0.1'], 2)).toBe('198.51.100.1');
    expect(resolveClientIp(undefined, undefined, 0)).toBe('unknown');
  });

  describe('clientIp without the server header (plain `next start`)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    async function clientIpWith(trustProxy: string, headers: Record<string, string>) {
      vi.stubEnv('TRUST_PROXY', trustProxy);
      vi.resetModules();
      const { clientIp } = await import('@/lib/http/client-ip');
      return clientIp(new Request('http://localhost/api/x', { headers }));
    }

    it('walks X-Forwarded-For the way the server does', async () => {
      expect(await clientIpWith('1', { 'x-forwarded-for': 'forged, 198.51.100.1' })).toBe('198.51.100.1');
      expect(await clientIpWith('1', { 'x-forwarded-for': '::ffff:198.51.100.1' })).toBe('198.51.100.1');
      expect(await clientIpWith('0', { 'x-forwarded-for': '198.51.100.1' })).toBe('unknown');
      expect(await clientIpWith('1', { 'x-forwarded-for': 'forged', 'x-client-ip': '192.0.2.7' })).toBe('192.0.2.7');
    });
  });
});
