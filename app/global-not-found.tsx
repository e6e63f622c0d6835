import en from '@/messages/en.json';
import './globals.css';

// The proxy sends unknown pages to the localized not-found page; this is only reached by paths it
// does not see (an unknown /api route, say), where no locale is known, so English, the default, is used.
// The root layout is app/[locale]/layout.tsx, so this 404 is a whole document of its own.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center p-8 font-sans">
        <main className="max-w-md text-center">
          <title>{en.NotFound.title}</title>
          <h1 className="text-2xl font-bold">{en.NotFound.title}</h1>
          <p className="mt-3 text-ink-muted">{en.NotFound.text}</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no locale router exists outside [locale] */}
          <a className="mt-6 inline-block text-brand-700 underline" href="/">
            {en.NotFound.home}
          </a>
        </main>
      </body>
    </html>
  );
}
