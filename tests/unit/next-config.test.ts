import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';

describe('next.config.ts', () => {
  it('prerenders the build’s pages on every core (Next would leave one idle: a single worker on CI’s two)', () => {
    expect(nextConfig.experimental?.cpus).toBe(availableParallelism());
  });
});
