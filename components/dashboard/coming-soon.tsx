import { getTranslations } from 'next-intl/server';

/** The Content and Extensions sections: named in the sidebar already, built in a later step. */
export async function ComingSoon({ section }: { section: 'content' | 'extensions' }) {
  const t = await getTranslations('DashboardPlaceholder');
  return (
    <section className="max-w-xl space-y-2">
      <h1 className="text-2xl font-bold">{t(`${section}Title`)}</h1>
      <p className="text-ink-muted">{t(`${section}Body`)}</p>
    </section>
  );
}
