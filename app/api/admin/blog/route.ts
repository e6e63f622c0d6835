import { deleteBlogPost, listBlogPostsForAdmin, saveBlogPost } from '@/lib/content/blog/save-post';
import { adminRoute, json } from '@/lib/http/route';
import { blogDeleteSchema, blogSaveSchema } from '@/lib/validations/content-admin';

export const GET = adminRoute({ cacheControl: { success: 'private, no-store' } }, async () =>
  json({ posts: await listBlogPostsForAdmin() }),
);

/** PUT {slug, language, title, description, content, image}: writes one language of a post. */
export const PUT = adminRoute({ body: blogSaveSchema, maxBodyBytes: 256 * 1024 }, async ({ body, actor }) =>
  json(await saveBlogPost(actor, body)),
);

/** DELETE ?slug=[&language=]: one language, or the whole post. */
export const DELETE = adminRoute({ query: blogDeleteSchema }, async ({ query, actor }) => {
  await deleteBlogPost(actor, query);
  return new Response(null, { status: 204 });
});
