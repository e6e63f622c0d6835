'use client';

import { useMemo, type ComponentProps } from 'react';
import type { SentConverterSetup } from '@/lib/converter/packed-setup';
import { unpackConverterSetup } from './sent-setup';
import { SizeConverter } from './size-converter';

/** The size converter of a page, its setup handed over packed and without its charts' rows (see sent-setup.ts) to keep the page's flight data small. */
export function PackedSizeConverter({
  packedSetup,
  ...props
}: Omit<ComponentProps<typeof SizeConverter>, 'setup'> & { packedSetup: SentConverterSetup }) {
  const charts = props.charts ?? true;
  const setup = useMemo(() => unpackConverterSetup(packedSetup, charts), [packedSetup, charts]);
  return <SizeConverter setup={setup} {...props} />;
}
