'use client';

import { useEffect, useState } from 'react';
import { loadToast, onToasterRequest } from '@/components/ui/notify';

type ToastModule = Awaited<ReturnType<typeof loadToast>>;

/** The toasts' container: its code loads when the first toast is raised, since most visits raise none. */
export function AppToaster() {
  const [loaded, setLoaded] = useState<ToastModule | null>(null);
  useEffect(() => onToasterRequest(() => void loadToast().then((module) => setLoaded(() => module))), []);
  if (!loaded) return null;
  const { Toaster } = loaded;
  return <Toaster position="top-center" toastOptions={{ duration: 4000 }} />;
}
