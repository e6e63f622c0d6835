'use client';

import { useMemo, type ComponentProps } from 'react';
import dynamic from 'next/dynamic';
import type { ClientConverterSetup } from '@/lib/converter/client-setup';
import type { SizeConverter } from '../ui/size-converter';

// The converters' code (the size engine and the charts' logic) is fetched when hydration reaches
// them, so it is not among a page's first scripts; the server renders them in full. With no
// `loading`, next/dynamic adds no Suspense boundary, so the server writes them in place (no shift).

type SizeConverterProps = Omit<ComponentProps<typeof SizeConverter>, 'setup'> & { setup: ClientConverterSetup };

/** A page's size converter, handed its setup as plain props (lib/converter/client-setup.ts). */
export const LazySizeConverter = dynamic<SizeConverterProps>(() =>
  Promise.all([import('../ui/size-converter'), import('@/lib/converter/client-setup')]).then(([{ SizeConverter }, { withChartRows }]) => {
    function SizeConverterWithRows({ setup, ...props }: SizeConverterProps) {
      const charts = props.charts ?? true;
      const built = useMemo(() => withChartRows(setup, charts), [setup, charts]);
      return <SizeConverter setup={built} {...props} />;
    }
    return SizeConverterWithRows;
  }),
);

/** A brand page's "know your size in another brand?" box. */
export const LazyBrandToBrandBox = dynamic(() => import('../ui/brand-to-brand-box').then((module) => module.BrandToBrandBox));

/** The men-to-women converter, which builds its chart in the browser. */
export const LazyMenToWomenConverter = dynamic(() => import('../ui/men-to-women-converter').then((module) => module.MenToWomenConverter));
