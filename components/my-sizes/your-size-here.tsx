import { ClientMessages } from '@/components/layout/client-messages';
import type { ConverterPageKey } from '@/lib/my-sizes/page-key';
import { YourSizeHereIsland } from './your-size-here-island';
import { yourSizeHereMessagePaths } from '@/components/converter/loading/client-messages';

/**
 * "Your size here" for a logged-in visitor. The page stays static: the island renders nothing on
 * the server and asks the API for this page's ready answer only when a user is logged in. It gets
 * its few strings only, no size data.
 */
export async function YourSizeHere({ page }: { page: ConverterPageKey }) {
  return (
    <ClientMessages paths={yourSizeHereMessagePaths(page)}>
      <YourSizeHereIsland page={page} />
    </ClientMessages>
  );
}
