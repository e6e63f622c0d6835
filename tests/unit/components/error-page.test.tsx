// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LocaleError from '@/app/[locale]/error';
import { locales } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

async function messagesOf(locale: string) {
  return (await import(`@/messages/${locale}.json`)).default as typeof en;
}

describe('the localized error page', () => {
  it.each(locales)('speaks %s, retries the segment and links home', async (locale) => {
    const messages = await messagesOf(locale);
    const retry = vi.fn();
    const reset = vi.fn();
    renderWithIntl(<LocaleError error={new Error('database down at 10.0.0.3')} reset={reset} retry={retry} />, { locale, messages });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.ErrorPage.title);
    expect(screen.getByRole('heading', { level: 1, name: messages.ErrorPage.title })).toBeInTheDocument();
    expect(screen.getByText(messages.ErrorPage.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.ErrorPage.home })).toHaveAttribute('href', '/');
    // The error's own message is for developers and may leak details.
    expect(document.body).not.toHaveTextContent('10.0.0.3');

    await userEvent.click(screen.getByRole('button', { name: messages.ErrorPage.retry }));
    expect(retry).toHaveBeenCalledOnce();
    expect(reset).not.toHaveBeenCalled();
  });

  it('is translated in every language, not English left in place', async () => {
    for (const locale of locales.filter((code) => code !== 'en')) {
      const { ErrorPage } = await messagesOf(locale);
      for (const key of Object.keys(en.ErrorPage) as (keyof typeof en.ErrorPage)[]) {
        expect(ErrorPage[key], `${locale}.ErrorPage.${key}`).not.toBe(en.ErrorPage[key]);
      }
    }
  });
});
