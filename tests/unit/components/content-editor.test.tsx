// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogEditor } from '@/components/dashboard/content/blog-editor';
import { ContentEditor } from '@/components/dashboard/content/content-editor';
import en from '@/messages/en.json';
import { renderWithIntl } from '../render-with-intl';

type Call = { path: string; init?: { method?: string; json?: unknown }; resolve: (value: unknown) => void };
const calls: Call[] = [];

vi.mock('@/lib/auth/client/api-client', () => ({
  apiFetch: (path: string, init?: Call['init']) => new Promise((resolve) => calls.push({ path, init, resolve })),
}));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const translation = (title: string) => ({
  ok: true,
  data: { title, description: '', content: '', image: null, faqs: [], relatedTools: [], exists: true, origin: 'admin' },
});

function answer(match: (call: Call) => boolean, value: unknown) {
  const call = calls.find((c) => match(c));
  if (!call) throw new Error(`no request matched among ${calls.map((c) => c.path).join(', ')}`);
  calls.splice(calls.indexOf(call), 1);
  act(() => call.resolve(value));
}

const loadOf = (language: string) => (call: Call) =>
  call.path.startsWith('/api/admin/content?') && call.path.endsWith(`language=${language}`);

beforeEach(() => {
  calls.length = 0;
});

describe('ContentEditor', () => {
  it('offers nothing to edit or save while another language loads, so a late answer never overwrites typing or saves under the wrong language', async () => {
    renderWithIntl(<ContentEditor initialCategory="brand-asics" />);
    answer(loadOf('en'), translation('English title'));
    const title = await screen.findByLabelText(en.ContentAdmin.title, { selector: 'input' });
    expect(title).toHaveProperty('value', 'English title');

    fireEvent.change(screen.getByLabelText(en.ContentAdmin.language, { selector: 'select' }), { target: { value: 'de' } });
    // The English draft is gone at once: nothing to type into, nothing to save.
    expect(screen.queryByLabelText(en.ContentAdmin.title, { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: en.ContentAdmin.save })).toBeNull();

    // The German draft arrives and is the one edited and saved, under German.
    answer(loadOf('de'), translation('Deutscher Titel'));
    const german = await screen.findByLabelText(en.ContentAdmin.title, { selector: 'input' });
    expect(german).toHaveProperty('value', 'Deutscher Titel');

    fireEvent.change(german, { target: { value: 'Neu' } });
    fireEvent.click(screen.getByRole('button', { name: en.ContentAdmin.save }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(put?.init?.json).toMatchObject({ category: 'brand-asics', language: 'de', title: 'Neu' });
  });

  it('blog: cannot save while the chosen language of a stored post loads, and keeps the language it holds when that load fails', async () => {
    renderWithIntl(<BlogEditor />);
    answer((c) => c.path === '/api/admin/blog', {
      ok: true,
      data: {
        posts: [
          {
            slug: 'fit-guide',
            languages: ['en', 'de'],
            createdAt: '2026-01-01T00:00:00.000Z',
            titles: { en: 'Fit guide', de: 'Passform' },
          },
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: en.ContentAdmin.edit }));
    answer(loadOf('en'), translation('Fit guide'));
    const title = screen.getByLabelText(en.ContentAdmin.title, { selector: 'input' });
    await waitFor(() => expect(title).toHaveProperty('value', 'Fit guide'));

    const language = screen.getByLabelText(en.ContentAdmin.language, { selector: 'select' });
    fireEvent.change(language, { target: { value: 'de' } });
    const save = screen.getByRole('button', { name: en.ContentAdmin.save });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.submit(save.closest('form') as HTMLFormElement);
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    answer(loadOf('de'), translation('Passform'));
    await waitFor(() => expect(title).toHaveProperty('value', 'Passform'));
    expect(save).toHaveProperty('disabled', false);

    fireEvent.change(language, { target: { value: 'fr' } });
    answer(loadOf('fr'), { ok: false, error: { code: 'internal', message: 'down' } });
    await waitFor(() => expect(language).toHaveProperty('value', 'de'));
    expect(title).toHaveProperty('value', 'Passform');
  });
});
