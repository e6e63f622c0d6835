'use client';

import { lazyWithMessages } from './lazy-with-messages';

/**
 * The page's size converter: its code (the size engine and the charts' logic, about 25 KB gzipped)
 * and its messages (messages/converter/<locale>.json) load when hydration reaches it.
 */
export const LazySizeConverter = lazyWithMessages(
  () => import('./packed-size-converter').then((module) => module.PackedSizeConverter),
  (locale) => import(`../../messages/converter/${locale}.json`),
);
