'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { notify } from '@/components/ui/notify';
import { apiFetch } from '@/lib/auth/client/api-client';
import type { AdminBlogPost } from '@/lib/content/blog/save-post';
import { blogCategory, isBlogSlug, publicPagePath } from '@/lib/content/categories';
import type { PageTranslation } from '@/lib/content/types';
import { BlogDeleteModal } from './blog-delete-modal';
import { Field, inputClass, LanguageField, TitleFields } from './field';
import { MediaPicker } from './media-picker';
import { useApiResource } from '../use-api-resource';

const emptyPost = { slug: '', title: '', description: '', content: '', image: null as string | null };
type Draft = typeof emptyPost;
const SLUG_PROBLEM_ID = 'blog-slug-problem';

/** One language of a post as stored, or an empty draft for a language it is not written in yet. */
async function loadPost(slug: string, language: string): Promise<Draft | null> {
  const result = await apiFetch<PageTranslation & { exists: boolean }>(
    `/api/admin/content?category=${encodeURIComponent(blogCategory(slug))}&language=${language}`,
  );
  if (!result.ok) return null;
  const { exists, title, description, content, image } = result.data;
  return exists ? { slug, title, description, content, image } : { ...emptyPost, slug };
}

/** Writes blog posts one language at a time, and lists or deletes them. */
export function BlogEditor() {
  const t = useTranslations('ContentAdmin');
  const links = useTranslations('ContentAdminLinks');
  const { data, reload } = useApiResource<{ posts: AdminBlogPost[] }>('/api/admin/blog');
  const [language, setLanguage] = useState<string>(useLocale());
  const [post, setPost] = useState(emptyPost);
  const slugValid = isBlogSlug(post.slug);
  // Save stays disabled without a valid address; this says why, next to the field.
  const slugProblem = post.slug === '' ? 'slugMissing' : slugValid ? null : 'slugInvalid';
  const [deleting, setDeleting] = useState<{ slug: string; title: string } | null>(null);
  // The post and language being loaded: until it arrives the form cannot be saved, and an older
  // answer that arrives late is dropped, so one language's text is never stored under another.
  const loading = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const result = await apiFetch('/api/admin/blog', { method: 'PUT', json: { ...post, language } });
    if (!result.ok) {
      notify('error', `${t('saveFailed')} ${result.error.message}`);
      return;
    }
    notify('success', t('saved'));
    await reload();
  }

  /** Editing starts from what is stored in the chosen language, never from an empty form. */
  async function edit(slug: string, lang: string): Promise<boolean> {
    const request = `${slug}/${lang}`;
    loading.current = request;
    setBusy(true);
    const loaded = await loadPost(slug, lang);
    if (loading.current !== request) return true;
    loading.current = null;
    setBusy(false);
    if (loaded) setPost(loaded);
    else notify('error', t('loadFailed'));
    return loaded !== null;
  }

  function chooseLanguage(lang: string) {
    const previous = language;
    setLanguage(lang);
    if (!data?.posts.some((item) => item.slug === post.slug)) return;
    // Without the stored text of the new language, the form goes back to the language it holds.
    void edit(post.slug, lang).then((ok) => {
      if (!ok) setLanguage(previous);
    });
  }

  async function remove(slug: string) {
    const result = await apiFetch(`/api/admin/blog?slug=${encodeURIComponent(slug)}`, { method: 'DELETE' });
    if (result.ok) {
      notify('success', t('deleted'));
      setDeleting(null);
      await reload();
    } else {
      notify('error', t('saveFailed'));
    }
  }

  return (
    <div className="space-y-8">
      <BlogDeleteModal post={deleting} onClose={() => setDeleting(null)} onConfirm={remove} />
      <section aria-labelledby="blog-posts-heading">
        <h2 id="blog-posts-heading" className="text-lg font-semibold">
          {t('posts')}
        </h2>
        {data && data.posts.length === 0 ? <p className="mt-2 text-ink-muted">{t('noPosts')}</p> : null}
        <ul className="mt-3 divide-y divide-surface-line rounded-lg border border-surface-line">
          {data?.posts.map((item) => (
            <li key={item.slug} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <span>
                <strong>{item.titles[language] ?? Object.values(item.titles)[0]}</strong> <code className="text-ink-soft">{item.slug}</code>{' '}
                ({item.languages.join(', ')})
              </span>
              <span className="flex gap-3">
                <button type="button" className="underline" onClick={() => void edit(item.slug, language)}>
                  {t('edit')}
                </button>
                {item.languages.includes(language) ? (
                  <a href={publicPagePath(blogCategory(item.slug), language)} target="_blank" rel="noopener" className="underline">
                    {links('viewPage')}
                  </a>
                ) : null}
                <button
                  type="button"
                  className="text-red-700 underline"
                  onClick={() =>
                    setDeleting({ slug: item.slug, title: item.titles[language] ?? Object.values(item.titles)[0] ?? item.slug })
                  }
                >
                  {t('deletePost')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <form onSubmit={save} className="space-y-4" aria-busy={busy}>
        <h2 className="text-lg font-semibold">{t('writePost')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="blog-slug" label={t('slug')} hint={t('slugHint')}>
            <input
              id="blog-slug"
              required
              value={post.slug}
              onChange={(event) => setPost({ ...post, slug: event.target.value.trim() })}
              className={inputClass}
              aria-invalid={slugProblem === 'slugInvalid'}
              aria-describedby={slugProblem ? SLUG_PROBLEM_ID : undefined}
            />
            {slugProblem ? (
              <p id={SLUG_PROBLEM_ID} className={`mt-1 text-sm ${slugProblem === 'slugInvalid' ? 'text-red-700' : 'text-ink-muted'}`}>
                {t(slugProblem)}
              </p>
            ) : null}
          </Field>
          <LanguageField id="blog-language" label={t('language')} value={language} onChange={chooseLanguage} />
        </div>
        <TitleFields
          idPrefix="blog"
          labels={{ title: t('title'), description: t('description') }}
          value={post}
          onChange={(field, value) => setPost({ ...post, [field]: value })}
        />
        <Field id="blog-content" label={t('content')} hint={t('contentHint')}>
          <textarea
            id="blog-content"
            rows={12}
            value={post.content}
            onChange={(event) => setPost({ ...post, content: event.target.value })}
            className={`${inputClass} font-mono`}
          />
        </Field>
        <MediaPicker value={post.image} onChange={(image) => setPost({ ...post, image })} />
        <button
          type="submit"
          disabled={!slugValid || busy}
          aria-describedby={slugProblem ? SLUG_PROBLEM_ID : undefined}
          className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {t('save')}
        </button>
      </form>
    </div>
  );
}
