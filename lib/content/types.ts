/** One question and its answer, both plain text. */
export type Faq = { question: string; answer: string };

/** A link to another tool: a locale-free site path such as `/women`, or an https URL. */
export type RelatedTool = { title: string; link: string };

/** What a page shows of one language of a content record. */
export type PageTranslation = {
  title: string;
  description: string;
  /** Sanitized HTML. */
  content: string;
  /** A site path (`/content/men.webp`, `/api/media/<id>`) or null. */
  image: string | null;
  faqs: Faq[];
  relatedTools: RelatedTool[];
};

/** A translation as a page reads it: `placeholder` when the read failed or the language is missing. */
export type PageContent = PageTranslation & { placeholder: boolean };

export const PLACEHOLDER_TITLE = 'Not Found';

/** What a page shows when its content cannot be read: no text, no FAQs, no related tools. */
export function placeholderContent(): PageContent {
  return { title: PLACEHOLDER_TITLE, description: '', content: '', image: null, faqs: [], relatedTools: [], placeholder: true };
}

export type ReactionKind = 'like' | 'unlike';

export type ReactionSummary = {
  likes: number;
  unlikes: number;
  reports: { userId: string; reason: string; createdAt: string }[];
  /** Who reacted how, by user id. */
  users: Record<string, ReactionKind>;
};
