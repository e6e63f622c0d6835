import { getTranslations } from 'next-intl/server';

/**
 * A plain HTML form so that it works without JavaScript; the newsletter endpoint answers it.
 */
export async function NewsletterForm() {
  const t = await getTranslations('Footer');
  return (
    <form method="post" action="/api/newsletter" className="mt-3 flex max-w-sm gap-2" aria-label={t('newsletterTitle')}>
      <label htmlFor="newsletter-email" className="sr-only">
        {t('emailLabel')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('emailPlaceholder')}
        className="min-w-0 flex-1 rounded-md border border-surface-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-soft"
      />
      <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {t('subscribe')}
      </button>
    </form>
  );
}
