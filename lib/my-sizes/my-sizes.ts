import 'server-only';
import { deleteMySizes as deleteRow, findMySizes, upsertMySizes, type MySizesRow } from '@/lib/db/queries/my-sizes';
import { writeTransaction } from '@/lib/db/client';
import type { BrandSlug } from '@/lib/sizes/charts/slugs';
import type { MySizesInput } from './input-schema';
import type { ConverterPageKey } from './page-key';
import { sizeHere } from './size-here';
import { sizesEverywhere } from './sizes-everywhere';
import type { MySizes, SizeHere, SizesEverywhere } from './types';

function toMySizes(row: MySizesRow): MySizes {
  const fit =
    row.fit_brand && row.fit_system && row.fit_size
      ? { brand: row.fit_brand as BrandSlug, system: row.fit_system, size: row.fit_size }
      : null;
  return {
    gender: row.gender,
    footLengthMm: row.foot_length_tenth_mm / 10,
    source: row.source,
    fit,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type MySizesView = { mySizes: MySizes; everywhere: SizesEverywhere } | { mySizes: null; everywhere: null };

function view(mySizes: MySizes | null): MySizesView {
  return mySizes ? { mySizes, everywhere: sizesEverywhere(mySizes) } : { mySizes: null, everywhere: null };
}

/** The user's saved sizes with their size in every brand and system, or nulls when nothing is saved. */
export async function getMySizes(userId: string): Promise<MySizesView> {
  const row = await findMySizes(userId);
  return view(row ? toMySizes(row) : null);
}

/** The user's size on one converter page, or null when nothing is saved or the page has no answer for them. */
export async function getMySizeHere(userId: string, page: ConverterPageKey): Promise<{ here: SizeHere | null }> {
  const row = await findMySizes(userId);
  return { here: row ? sizeHere(toMySizes(row), page) : null };
}

/** Saves (or replaces) the user's sizes; the input was validated against the engine by its schema. */
export async function saveMySizes(userId: string, input: MySizesInput): Promise<MySizesView> {
  const now = new Date().toISOString();
  const saved = await writeTransaction(async (trx) => {
    await upsertMySizes(
      {
        user_id: userId,
        gender: input.gender,
        foot_length_tenth_mm: Math.round(input.footLengthMm * 10),
        source: input.source,
        fit_brand: input.fit?.brand ?? null,
        fit_system: input.fit?.system ?? null,
        fit_size: input.fit?.size ?? null,
        created_at: now,
        updated_at: now,
      },
      trx,
    );
    return findMySizes(userId, trx);
  });
  return view(saved ? toMySizes(saved) : null);
}

export async function deleteMySizes(userId: string): Promise<{ deleted: boolean }> {
  return { deleted: await deleteRow(userId) };
}
