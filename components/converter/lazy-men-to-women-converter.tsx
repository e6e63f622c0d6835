'use client';

import { lazy, type ComponentProps } from 'react';
import type { MenToWomenConverter } from './men-to-women-converter';

const Loaded = lazy(() => import('./men-to-women-converter').then((module) => ({ default: module.MenToWomenConverter })));

/**
 * The men-to-women converter, its code in a chunk of its own fetched when hydration reaches it, like
 * LazySizeConverter (see there why without a Suspense boundary). It also keeps the size engine out of
 * the first scripts of the other regular converter pages, whose route module imports this one too.
 */
export function LazyMenToWomenConverter(props: ComponentProps<typeof MenToWomenConverter>) {
  return <Loaded {...props} />;
}
