'use client';

import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import type { ApiResult } from '@/lib/auth/client/api-client';
import { useErrorText } from '@/components/auth/use-error-text';

type Outcome<T> = { success: string | ((data: T) => string); failure: string };

/**
 * Runs one admin request and says how it went in a toast: the success sentence, or the failure
 * sentence with the server's reason. `finish` runs either way (the modal closes when the action
 * finishes); `onSuccess` only after a success.
 */
export function useAdminAction() {
  const [busy, setBusy] = useState(false);
  const { failure: failureText } = useErrorText();

  async function run<T>(request: () => Promise<ApiResult<T>>, outcome: Outcome<T>, finish: (ok: boolean) => void): Promise<void> {
    setBusy(true);
    const result = await request();
    setBusy(false);
    if (result.ok) {
      notify('success', typeof outcome.success === 'string' ? outcome.success : outcome.success(result.data));
    } else {
      console.error(outcome.failure, result.error.message);
      notify('error', failureText(outcome.failure, result.error));
    }
    finish(result.ok);
  }

  return { busy, run };
}
