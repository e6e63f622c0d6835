import { describe, expect, it } from 'vitest';
import { getRedirectUrl, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config';

// Next's documented helper for testing next.config's routes (next/experimental/testing/server).
async function redirected(url: string) {
  const response = await unstable_getResponseFromNextConfig({ url: `http://localhost:3000${url}`, nextConfig });
  const target = getRedirectUrl(response);
  return { status: response.status, target: target && new URL(target).pathname + new URL(target).search };
}

describe('next.config redirects', () => {
  it('sends the English prefix to the unprefixed page, keeping the query, as a temporary redirect', async () => {
    expect(await redirected('/en/men?size=9')).toEqual({ status: 307, target: '/men?size=9' });
    expect(await redirected('/en/brand/nike')).toEqual({ status: 307, target: '/brand/nike' });
    expect(await redirected('/en/no/such/page')).toEqual({ status: 307, target: '/no/such/page' });
    expect(await redirected('/en')).toEqual({ status: 307, target: '/' });
  });

  it('leaves every other language and path alone', async () => {
    for (const url of ['/men', '/ja/men', '/fr', '/entry', '/english/men']) expect((await redirected(url)).target, url).toBeNull();
  });
});
