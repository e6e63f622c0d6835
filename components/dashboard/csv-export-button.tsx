'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { readToken } from '@/lib/auth/client/token-storage';

/**
 * Downloads an admin CSV export (the endpoints under /api/admin/exports). The bearer token rides in
 * a header, which a plain link cannot send, so the file is fetched and then handed to the browser.
 */
export function CsvExportButton({ path, filename }: { path: string; filename: string }) {
  const t = useTranslations('AdminExport');
  async function download() {
    const token = readToken();
    const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => null);
    if (!response?.ok) {
      notify('error', t('failed'));
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked once the browser has taken the file, not before.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <button
      type="button"
      onClick={() => void download()}
      className="inline-flex items-center gap-2 rounded-md border border-surface-line bg-white px-4 py-2 text-sm font-medium hover:bg-surface-alt"
    >
      <Download aria-hidden className="size-4" />
      {t('button')}
    </button>
  );
}
