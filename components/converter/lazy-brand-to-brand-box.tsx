'use client';

import { lazyWithMessages } from './lazy-with-messages';

/** A brand page's "know your size in another brand?" box: code and messages (messages/brand-to-brand/<locale>.json) load when hydration reaches it. */
export const LazyBrandToBrandBox = lazyWithMessages(
  () => import('./brand-to-brand-box').then((module) => module.BrandToBrandBox),
  (locale) => import(`../../messages/brand-to-brand/${locale}.json`),
);
