import { getTranslations } from 'next-intl/server';
import { countryPresets } from '@/lib/sizes';
import { countryNoteKey, type CountryNoteId } from '@/lib/converter/message-keys';
import type { CountrySlug } from '@/lib/page-catalogue';
import { GuideCard } from './guide-card';

/** A country's local conventions, from the engine's country preset notes, translated by their ids. */
export async function CountryNotes({ slug }: { slug: CountrySlug }) {
  const t = await getTranslations('CountryNotes');
  const notes = countryPresets[slug].notes;
  return (
    <GuideCard id="country-notes-heading" title={t('heading')}>
      <ul className="mt-4 space-y-3">
        {notes.map((note) => (
          <li key={note.id} className="flex gap-3 text-ink" data-note={note.id}>
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
            <span>
              {t(countryNoteKey[note.id as CountryNoteId])}
              {note.confidence === 'unverified' ? (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{t('unverified')}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </GuideCard>
  );
}
