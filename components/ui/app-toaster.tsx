'use client';

import { useEffect } from 'react';
import { useIdleImport } from '@/components/ui/use-idle-import';
import { loadToast, onToasterRequest } from '@/components/ui/notify';

export function AppToaster() {
  const { loaded, now } = useIdleImport(loadToast);
  useEffect(() => onToasterRequest(now), [now]);
  if (!loaded) return null;
  const { Toaster } = loaded;
  return <Toaster position="top-center" toastOptions={{ duration: 4000 }} />;
}
