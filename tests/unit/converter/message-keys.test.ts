import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { conventions, countryPresets, kidsTierIds, systemIds } from '@/lib/sizes';
import { conventionOptionKey, countryNoteKey, kidsTierKey, systemKey } from '@/lib/converter/message-keys';
import { brandKey, brandSlugs } from '@/lib/page-catalogue';

type Tree = { [key: string]: string | Tree };

function message(path: string): string | undefined {
  let node: string | Tree | undefined = en as unknown as Tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('messages for the engine’s stable ids', () => {
  it('names every size system, short and in full', () => {
    for (const id of systemIds) {
      expect(message(`SizeSystems.short.${systemKey[id]}`), id).toBeTruthy();
      expect(message(`SizeSystems.name.${systemKey[id]}`), id).toBeTruthy();
    }
  });

  it('explains every convention and names each of its options', () => {
    for (const [id, convention] of Object.entries(conventions)) {
      expect(message(`Conventions.${id}.title`), id).toBeTruthy();
      expect(message(`Conventions.${id}.note`), id).toBeTruthy();
      for (const option of convention.options) {
        const key = (conventionOptionKey[id as keyof typeof conventionOptionKey] as Record<string, string>)[option.id];
        expect(key, `${id}/${option.id}`).toBeDefined();
        expect(message(`Conventions.${id}.options.${key}`), `${id}/${option.id}`).toBeTruthy();
      }
    }
  });

  it('translates every country note of every country page', () => {
    const ids = Object.values(countryPresets).flatMap((preset) => preset.notes.map((note) => note.id));
    for (const id of ids) {
      const key = (countryNoteKey as Record<string, string>)[id];
      expect(key, id).toBeDefined();
      expect(message(`CountryNotes.${key}`), id).toBeTruthy();
    }
    expect(Object.keys(countryNoteKey).sort()).toEqual([...new Set(ids)].sort());
  });

  it('names every kids tier and gives every brand a chart note', () => {
    for (const id of kidsTierIds) expect(message(`KidsGuide.tiers.${kidsTierKey[id]}`), id).toBeTruthy();
    for (const slug of brandSlugs) expect(message(`Chart.brandNotes.${brandKey[slug]}`), slug).toBeTruthy();
  });
});
