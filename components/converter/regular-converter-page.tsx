import { regularConverter } from '@/lib/converter/page-setup';
import { packConverterSetup } from '@/lib/converter/packed-setup';
import { LazySizeConverter } from './lazy-size-converter';
import { regularRoute } from './regular-route';

/** generateMetadata and the page component of the men's, women's or kids' converter. */
export function regularConverterRoute(tool: 'men' | 'women' | 'kids') {
  return regularRoute(tool, () => {
    const setup = regularConverter(tool);
    return { converter: <LazySizeConverter packedSetup={packConverterSetup(setup)} brandName={null} />, conventions: setup.conventions };
  });
}
