import { z } from 'zod';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from '@/lib/content/categories';
import { categoryField, languageField } from './content';

/** A site path (`/women`, `/fr/blog/x`) or an absolute https URL; nothing that runs script. */
const linkField = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'a site path such as /women or an https:// URL');

/** A page image: a file of this site (shipped or uploaded), never another host. */
const imageField = z
  .string()
  .trim()
  .regex(/^\/(content\/[a-z0-9-]+\.(webp|png|jpe?g)|api\/media\/[0-9a-f-]{36})$/, 'an image of this site: /content/… or /api/media/<id>')
  .nullable();

export const faqSchema = z.strictObject({ question: z.string().trim().min(1).max(300), answer: z.string().trim().min(1).max(3000) });
export const relatedToolSchema = z.strictObject({ title: z.string().trim().min(1).max(120), link: linkField });

const translationFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500),
  content: z.string().max(100_000),
  image: imageField,
  faqs: z.array(faqSchema).max(30),
  relatedTools: z.array(relatedToolSchema).max(20),
};

/** PUT /api/admin/content: one page's translation, every field. */
export const contentSaveSchema = z.strictObject({ category: categoryField, language: languageField, ...translationFields });
export type ContentSaveInput = z.infer<typeof contentSaveSchema>;

export const contentTargetSchema = z.strictObject({ category: categoryField, language: languageField });

export const previewSchema = z.strictObject({ content: z.string().max(100_000) });

export const blogSlugField = z
  .string()
  .trim()
  .max(BLOG_SLUG_MAX)
  .regex(BLOG_SLUG_PATTERN, 'lower-case words joined by hyphens, such as how-to-measure');

/** PUT /api/admin/blog: one language of a post; the post is created with its first language. */
export const blogSaveSchema = z.strictObject({
  slug: blogSlugField,
  language: languageField,
  title: translationFields.title,
  description: translationFields.description,
  content: translationFields.content,
  image: translationFields.image,
});
export type BlogSaveInput = z.infer<typeof blogSaveSchema>;

export const blogDeleteSchema = z.strictObject({ slug: blogSlugField, language: languageField.optional() });
