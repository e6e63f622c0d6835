'use client';

import { useTranslations } from 'next-intl';
import toast from 'react-hot-toast';
import { readToken } from '@/lib/auth-client/token-storage';

/** Downloads an admin CSV export; the bearer token rides in the header, so the file is fetched, then saved. */
export function CsvExportButton({ path, filename, label }: { path: string; filename: string; label: string }) {
  const t = useTranslations('ContentAdmin');
  async function download() {
    const token = readToken();
    const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
    if (!response?.ok) {
      toast.error(t('exportFailed'));
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <button type="button" onClick={() => void download()} className="rounded-md border border-surface-line px-4 py-2 text-sm">
      {label}
    </button>
  );
}
