import 'server-only';
import { writeTransaction } from '@/lib/db/client';
import {
  deleteRecord,
  deleteTranslation,
  ensureRecord,
  findRecord,
  listAllBlogTranslations,
  listTranslations,
  touchRecord,
  upsertTranslation,
} from '@/lib/db/queries/content';
import { ApiError } from '@/lib/http/api-error';
import type { BlogSaveInput } from '@/lib/validations/content-admin';
import { recordContentAudit, type ContentActor } from '@/lib/content/admin-audit';
import { blogCategory } from '@/lib/content/categories';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { revalidateBlog } from '@/lib/content/revalidate';

/** Writes one language of a post (creating the post with its first language); sanitized and audited. */
export async function saveBlogPost(actor: ContentActor, input: BlogSaveInput): Promise<{ slug: string; language: string }> {
  const category = blogCategory(input.slug);
  const now = new Date().toISOString();
  await writeTransaction(async (trx) => {
    const record = await findRecord(category, trx);
    if (record && record.kind !== 'blog') throw new ApiError(409, 'invalidInput', `${category} is not a blog post.`);
    if (!record) await ensureRecord(category, 'blog', now, trx);
    await upsertTranslation(
      {
        category,
        locale: input.language,
        title: input.title,
        description: input.description,
        content: sanitizeRichText(input.content),
        image: input.image,
        faqs: '[]',
        related_tools: '[]',
        origin: 'admin',
        default_hash: null,
        updated_by: actor.id,
        updated_at: now,
      },
      trx,
    );
    await touchRecord(category, now, trx);
    await recordContentAudit({ actor, action: 'blog.update', target: `${category}/${input.language}` }, trx);
  });
  revalidateBlog(category);
  return { slug: input.slug, language: input.language };
}

/** Deletes one language of a post, or the whole post; the post goes when its last language does. */
export async function deleteBlogPost(actor: ContentActor, input: { slug: string; language?: string }): Promise<void> {
  const category = blogCategory(input.slug);
  await writeTransaction(async (trx) => {
    const record = await findRecord(category, trx);
    if (!record || record.kind !== 'blog') throw new ApiError(404, 'notFound', 'No such blog post.');
    if (input.language) {
      if (!(await deleteTranslation(category, input.language, trx))) throw new ApiError(404, 'notFound', 'The post has no such language.');
      if ((await listTranslations(category, trx)).length === 0) await deleteRecord(category, trx);
    } else {
      await deleteRecord(category, trx);
    }
    await recordContentAudit({ actor, action: 'blog.delete', target: input.language ? `${category}/${input.language}` : category }, trx);
  });
  revalidateBlog(category);
}

/** Every post with its languages and titles, newest first, for the dashboard. */
export async function listBlogPostsForAdmin(): Promise<AdminBlogPost[]> {
  const rows = await listAllBlogTranslations();
  const posts = new Map<string, AdminBlogPost>();
  for (const row of rows) {
    const slug = row.category.slice('blog-'.length);
    const post = posts.get(slug) ?? { slug, languages: [], createdAt: row.created_at, titles: {} };
    post.languages.push(row.locale);
    post.titles[row.locale] = row.title;
    posts.set(slug, post);
  }
  return [...posts.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export type AdminBlogPost = { slug: string; languages: string[]; createdAt: string; titles: Record<string, string> };
