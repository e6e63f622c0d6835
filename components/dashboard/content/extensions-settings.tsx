'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { PublicExtension } from '@/lib/site/extensions/catalogue';
import { Field, inputClass } from './field';
import { useApiResource } from '../use-api-resource';

function ExtensionForm({ extension, onSaved }: { extension: PublicExtension; onSaved: (data: PublicExtension[]) => void }) {
  const t = useTranslations('ContentAdmin');
  const [enabled, setEnabled] = useState(extension.status === 'enabled');
  const [setting, setSetting] = useState(extension.key === 'chat' ? extension.config.appKey : extension.config.measurementId);
  const settingKey = extension.key === 'chat' ? 'appKey' : 'measurementId';

  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await apiFetch<{ data: PublicExtension[] }>('/api/admin/extensions', {
      method: 'PUT',
      json: { key: extension.key, status: enabled ? 'enabled' : 'disabled', config: { [settingKey]: setting.trim() } },
    });
    if (result.ok) {
      notify('success', t('saved'));
      onSaved(result.data.data);
    } else {
      notify('error', `${t('saveFailed')} ${result.error.message}`);
    }
  }

  return (
    <form onSubmit={save} className="space-y-4 rounded-xl border border-surface-line p-5" data-extension={extension.key}>
      <h2 className="text-lg font-semibold">{t(`extension.${extension.key}`)}</h2>
      <p className="text-sm text-ink-muted">{t(`extension.${extension.key}Help`)}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t('extension.enabled')}
      </label>
      <Field id={`extension-${extension.key}`} label={t(`extension.${settingKey}`)}>
        <input
          id={`extension-${extension.key}`}
          value={setting}
          onChange={(event) => setSetting(event.target.value)}
          className={inputClass}
        />
      </Field>
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
        {t('save')}
      </button>
    </form>
  );
}

/** Enables or disables the chat widget and analytics and sets their keys. */
export function ExtensionsSettings() {
  const { data, setData } = useApiResource<{ data: PublicExtension[] }>('/api/admin/extensions');
  if (!data) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {data.data.map((extension) => (
        <ExtensionForm key={extension.key} extension={extension} onSaved={(saved) => setData({ data: saved })} />
      ))}
    </div>
  );
}
