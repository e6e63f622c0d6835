import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ContentImage } from '@/components/content/content-image';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { getBlogPost } from '@/lib/content/blog/posts';
import { metadataForPage } from '@/lib/seo/localized-metadata';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Posts are written after the build: none is prerendered, each is rendered on its first visit and
// then kept like every other page (see the lifetime in the site layout).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await getBlogPost(slug, await getLocale());
  if (!post) return {};
  return metadataForPage(`/blog/${slug}`, { title: post.title, description: post.description });
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getBlogPost(slug, await getLocale());
  if (!post) notFound();
  const t = await getTranslations('Blog');
  const format = await getFormatter();
  return (
    <PageContainer>
      <Breadcrumbs
        trail={[
          { name: t('title'), path: '/blog' },
          { name: post.title, path: `/blog/${slug}` },
        ]}
      />
      <article className="mx-auto max-w-3xl" data-blog-post={slug}>
        <PageIntro title={post.title} intro={post.description} />
        <p className="-mt-4 mb-6 text-sm text-ink-soft">
          <time dateTime={post.publishedAt}>{format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}</time>
        </p>
        {post.image ? <ContentImage src={post.image} alt={post.title} priority /> : null}
        {/* Sanitized with the allow-list when saved and again when read (lib/content/sanitize). */}
        <div className="content-prose mt-8" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
    </PageContainer>
  );
}
