'use client';

import { useMemo, type ComponentProps } from 'react';
import type { ConverterSetup } from '@/lib/converter/page-setup';
import { unpack, type Packed } from './packed';
import { SizeConverter } from './size-converter';

/** The size converter of a page, its charts handed over packed (see packed.ts) to keep the page's flight data small. */
export function PackedSizeConverter({
  packedSetup,
  ...props
}: Omit<ComponentProps<typeof SizeConverter>, 'setup'> & { packedSetup: Packed<ConverterSetup> }) {
  const setup = useMemo(() => unpack(packedSetup), [packedSetup]);
  return <SizeConverter setup={setup} {...props} />;
}
