import type { Metadata } from 'next';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { listBlogPosts } from '@/lib/content/blog/posts';
import { Link } from '@/lib/i18n/server-link';
import { metadataForPage } from '@/lib/seo/localized-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Blog');
  return metadataForPage('/blog', { title: t('title'), description: t('description') });
}

export default async function BlogIndexPage() {
  const locale = await getLocale();
  const t = await getTranslations('Blog');
  const format = await getFormatter();
  const posts = await listBlogPosts(locale);
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: t('title'), path: '/blog' }]} />
      <PageIntro title={t('title')} intro={t('intro')} />
      {posts.length === 0 ? (
        <p className="rounded-lg bg-surface-alt p-6 text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2" data-blog-list>
          {posts.map((post) => (
            <li key={post.slug} className="rounded-xl border border-surface-line p-5">
              <h2 className="text-lg font-semibold">
                <Link href={`/blog/${post.slug}`} className="text-brand-700 hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-ink-soft">
                <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
              </p>
              {post.description ? <p className="mt-2 text-ink-muted">{post.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
