import { ClientMessages } from '@/components/layout/client-messages';
import type { ConverterPageKey } from '@/lib/my-sizes/page-key';
import { YourSizeHereIsland } from './your-size-here-island';
import { sizeToBuyMessagePaths } from '@/components/converter/ui/printed-labels';
import { isBrandSlug } from '@/lib/page-catalogue';
import { brandCharts } from '@/lib/sizes';

/** Whether the page is a brand whose chart names a size to buy, whose words the answer then needs. */
function namesSizeToBuy(page: ConverterPageKey): boolean {
  const brand = page.startsWith('brand-') ? page.slice('brand-'.length) : '';
  return isBrandSlug(brand) && Object.values(brandCharts[brand]).some((chart) => chart?.buyStyles);
}

/**
 * "Your size here" for a logged-in visitor. The page stays static: the island renders nothing on
 * the server and asks the API for this page's ready answer only when a user is logged in. It gets
 * its few strings only, no size data.
 */
export async function YourSizeHere({ page }: { page: ConverterPageKey }) {
  return (
    <ClientMessages paths={['mySizes.here', 'SizeSystems.short', ...(namesSizeToBuy(page) ? sizeToBuyMessagePaths : [])]}>
      <YourSizeHereIsland page={page} />
    </ClientMessages>
  );
}
