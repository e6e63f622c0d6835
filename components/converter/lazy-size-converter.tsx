'use client';

import { lazy, type ComponentProps } from 'react';
import type { PackedSizeConverter } from './packed-size-converter';

const Loaded = lazy(() => import('./packed-size-converter').then((module) => ({ default: module.PackedSizeConverter })));

/**
 * The page's size converter, its code (the size engine and the charts' logic, about 25 KB gzipped)
 * in a chunk of its own that the browser fetches when hydration reaches it, not as one of the
 * page's first scripts. The server renders it in full, so the converter is on screen at once and
 * only its controls wait for the chunk. There is deliberately no Suspense boundary here: one would
 * let React move a boundary this large to the end of the HTML and reveal it from a script later
 * (a layout shift), while without one the server writes it in place and hydration simply waits.
 */
export function LazySizeConverter(props: ComponentProps<typeof PackedSizeConverter>) {
  return <Loaded {...props} />;
}
