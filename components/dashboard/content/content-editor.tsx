'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';
import { categoryPath, pageCategories, publicPagePath } from '@/lib/content/categories';
import type { Faq, PageTranslation, RelatedTool } from '@/lib/content/types';
import { ContentPreview } from './content-preview';
import { Field, inputClass, LanguageField, TitleFields } from './field';
import { ListEditor } from './list-editor';
import { MediaPicker } from './media-picker';

type Loaded = PageTranslation & { exists: boolean; origin: 'default' | 'admin' | null };

/** Pick a page and a language, edit every field with a live preview, save. */
export function ContentEditor({ initialCategory }: { initialCategory?: string }) {
  const t = useTranslations('ContentAdmin');
  const links = useTranslations('ContentAdminLinks');
  const uiLocale = useLocale();
  const [category, setCategory] = useState(
    initialCategory && (pageCategories as string[]).includes(initialCategory) ? initialCategory : 'home',
  );
  const [language, setLanguage] = useState<string>(uiLocale);
  // The loaded draft remembers which page and language it belongs to: while another one loads, the
  // form shows nothing to edit or save, so a late answer never overwrites typing and a save never
  // stores one language's text under another.
  const [loaded, setLoaded] = useState<{ key: string; draft: Loaded } | null>(null);
  const draftKey = `${category}/${language}`;
  const draft = loaded?.key === draftKey ? loaded.draft : null;
  const setDraft = (update: (current: Loaded) => Loaded) =>
    setLoaded((current) => (current?.key === draftKey ? { key: draftKey, draft: update(current.draft) } : current));
  const [previewHtml, setPreviewHtml] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void apiFetch<Loaded>(`/api/admin/content?category=${encodeURIComponent(category)}&language=${language}`).then((result) => {
      if (cancelled) return;
      if (result.ok) setLoaded({ key: `${category}/${language}`, draft: result.data });
      else notify('error', t('loadFailed'));
    });
    return () => {
      cancelled = true;
    };
  }, [category, language, t]);

  // The preview is the server's sanitized HTML, exactly what the page will show.
  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => {
      void apiFetch<{ html: string }>('/api/admin/content/preview', { method: 'POST', json: { content: draft.content } }).then((result) => {
        if (result.ok) setPreviewHtml(result.data.html);
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [draft]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setSaving(true);
    const { title, description, content, image, faqs, relatedTools } = draft;
    const result = await apiFetch<PageTranslation>('/api/admin/content', {
      method: 'PUT',
      json: { category, language, title, description, content, image, faqs, relatedTools },
    });
    setSaving(false);
    if (result.ok) {
      setDraft(() => ({ ...result.data, exists: true, origin: 'admin' }));
      notify('success', t('saved'));
    } else {
      notify('error', result.error.message ? `${t('saveFailed')} ${result.error.message}` : t('saveFailed'));
    }
  }

  const set = <K extends keyof Loaded>(key: K, value: Loaded[K]) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <form onSubmit={save} className="space-y-6" aria-busy={!draft}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="content-page" label={t('page')}>
          <select id="content-page" value={category} onChange={(event) => setCategory(event.target.value)} className={inputClass}>
            {/* Named by their address, as the site map names them. */}
            {pageCategories.map((value) => (
              <option key={value} value={value}>
                {categoryPath(value)}
              </option>
            ))}
          </select>
        </Field>
        <LanguageField id="content-language" label={t('language')} value={language} onChange={setLanguage} />
      </div>
      {draft ? (
        <>
          <p className="text-sm text-ink-soft">{t(`origin.${draft.exists ? (draft.origin ?? 'default') : 'missing'}`)}</p>
          <TitleFields
            idPrefix="content"
            labels={{ title: t('title'), description: t('description') }}
            value={draft}
            onChange={(field, value) => set(field, value)}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <Field id="content-body" label={t('content')} hint={t('contentHint')}>
              <textarea
                id="content-body"
                rows={16}
                value={draft.content}
                onChange={(event) => set('content', event.target.value)}
                className={`${inputClass} font-mono`}
              />
            </Field>
            <ContentPreview draft={draft} html={previewHtml} />
          </div>
          <MediaPicker value={draft.image} onChange={(image) => set('image', image)} />
          <ListEditor<Faq>
            legend={t('faqs')}
            items={draft.faqs}
            fields={[
              { key: 'question', label: t('question') },
              { key: 'answer', label: t('answer'), multiline: true },
            ]}
            empty={{ question: '', answer: '' }}
            onChange={(faqs) => set('faqs', faqs)}
            addLabel={t('addFaq')}
          />
          <ListEditor<RelatedTool>
            legend={t('relatedTools')}
            items={draft.relatedTools}
            fields={[
              { key: 'title', label: t('linkTitle') },
              { key: 'link', label: t('link') },
            ]}
            empty={{ title: '', link: '/' }}
            onChange={(relatedTools) => set('relatedTools', relatedTools)}
            addLabel={t('addLink')}
          />
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="submit"
              disabled={saving}
              className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white disabled:opacity-60"
            >
              {t('save')}
            </button>
            <a href={publicPagePath(category, language)} target="_blank" rel="noopener" className="text-sm text-brand-700 underline">
              {links('viewPage')}
            </a>
          </div>
        </>
      ) : (
        <p className="text-ink-muted">{t('loading')}</p>
      )}
    </form>
  );
}
