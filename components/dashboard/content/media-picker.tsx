'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { MediaItem } from '@/lib/media/upload-media';
import { Field, inputClass } from './field';
import { useApiResource } from '../use-api-resource';

const shippedImages = ['home', 'men', 'women', 'kids', 'men-to-women', 'country', 'brand'].map((name) => `/content/${name}.webp`);

/** Uploads an image (PNG, JPEG or WebP) and returns what the server stored. */
export async function uploadImage(file: File): Promise<MediaItem | null> {
  const result = await apiFetch<MediaItem>(`/api/admin/media?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return result.ok ? result.data : null;
}

/** Chooses the page image among the shipped ones and the uploads, or uploads a new one. */
export function MediaPicker({ value, onChange }: { value: string | null; onChange: (image: string | null) => void }) {
  const t = useTranslations('ContentAdmin');
  const { data, reload } = useApiResource<{ media: MediaItem[] }>('/api/admin/media');
  const [uploading, setUploading] = useState(false);
  // Uploads are named by their file name and size, not by their server-made address.
  const options = [
    ...shippedImages.map((url) => ({ url, label: url })),
    ...(data?.media ?? []).map((item) => ({ url: item.url, label: `${item.name} (${item.width}×${item.height})` })),
  ];

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const item = await uploadImage(file);
    setUploading(false);
    if (!item) {
      notify('error', t('uploadFailed'));
      return;
    }
    notify('success', t('uploaded'));
    await reload();
    onChange(item.url);
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="content-image" label={t('image')}>
        <select id="content-image" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} className={inputClass}>
          <option value="">{t('imageNone')}</option>
          {options.map(({ url, label }) => (
            <option key={url} value={url}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="content-upload" label={t('upload')} hint={t('uploadHint')}>
        <input
          id="content-upload"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          disabled={uploading}
          onChange={(event) => void upload(event.target.files?.[0])}
          className="mt-1 block text-sm"
        />
      </Field>
    </div>
  );
}
