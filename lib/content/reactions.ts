import 'server-only';
import { writeTransaction } from '@/lib/db/client';
import { findRecord, findTranslation } from '@/lib/db/queries/content';
import {
  clearReaction,
  countReactions,
  findReaction,
  findReport,
  listReactions,
  listReports,
  setReaction,
  setReport,
} from '@/lib/db/queries/reactions';
import type { UserRow } from '@/lib/db/schema';
import { ApiError } from '@/lib/http/api-error';
import type { ReactionKind, ReactionSummary } from './types';

/** What the page shows: the counts, and the visitor's own reaction and report when logged in. */
export type ReactionState = { likes: number; unlikes: number; mine: ReactionKind | null; reported: boolean };

export type ReactionInput = { category: string; language: string } & (
  { action: 'like' | 'unlike' | 'clear' } | { action: 'report'; reason: string }
);

async function requireTranslation(category: string, language: string, executor?: Parameters<typeof findTranslation>[2]): Promise<void> {
  if (!(await findTranslation(category, language, executor))) {
    throw new ApiError(404, 'notFound', `No content for ${category} in ${language}.`);
  }
}

export async function reactionState(category: string, language: string, userId?: string): Promise<ReactionState> {
  const [counts, mine, report] = await Promise.all([
    countReactions(category, language),
    userId ? findReaction(category, language, userId) : undefined,
    userId ? findReport(category, language, userId) : undefined,
  ]);
  return { ...counts, mine: mine?.reaction ?? null, reported: report !== undefined };
}

/**
 * Likes, unlikes or reports a page for a user. Each user has one reaction per page and language,
 * which a new one replaces (`clear` withdraws it), and one report, whose reason a new report replaces.
 */
export async function react(user: UserRow, input: ReactionInput): Promise<ReactionState> {
  const now = new Date().toISOString();
  await writeTransaction(async (trx) => {
    await requireTranslation(input.category, input.language, trx);
    const where = { category: input.category, locale: input.language, userId: user.id, now };
    if (input.action === 'report') await setReport({ ...where, reason: input.reason }, trx);
    else if (input.action === 'clear') await clearReaction(input.category, input.language, user.id, trx);
    else await setReaction({ ...where, reaction: input.action }, trx);
  });
  return reactionState(input.category, input.language, user.id);
}

/** The reactions of every language of a record, as the content API returns them. */
export async function reactionSummaries(category: string, language?: string): Promise<Record<string, ReactionSummary>> {
  if (!(await findRecord(category))) return {};
  const [reactions, reports] = await Promise.all([listReactions(category, language), listReports(category, language)]);
  const summaries: Record<string, ReactionSummary> = {};
  const summary = (locale: string) => (summaries[locale] ??= { likes: 0, unlikes: 0, reports: [], users: {} });
  for (const row of reactions) {
    const entry = summary(row.locale);
    entry.users[row.user_id] = row.reaction;
    if (row.reaction === 'like') entry.likes += 1;
    else entry.unlikes += 1;
  }
  for (const row of reports) summary(row.locale).reports.push({ userId: row.user_id, reason: row.reason, createdAt: row.created_at });
  return summaries;
}

export const emptyReactions = (): ReactionSummary => ({ likes: 0, unlikes: 0, reports: [], users: {} });
