'use client';

import { lazyWithMessages } from './lazy-with-messages';

/**
 * The men-to-women converter: its code (with the size engine and the chart it builds) and its
 * messages (messages/men-to-women/<locale>.json) load when hydration reaches it.
 */
export const LazyMenToWomenConverter = lazyWithMessages(
  () => import('./men-to-women-converter').then((module) => module.MenToWomenConverter),
  (locale) => import(`../../messages/men-to-women/${locale}.json`),
);
