import { waitFor } from '@testing-library/react';

/** Waits until the header menus loaded after first paint have replaced their stand-ins (data-deferred). */
export async function menusLoaded(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('[data-deferred]')) throw new Error('a menu is still a stand-in');
  });
}
