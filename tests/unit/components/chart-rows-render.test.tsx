// @vitest-environment jsdom
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeConverter } from '@/components/converter/ui/size-converter';
import { regularConverter } from '@/lib/converter/page-setup';
import { renderWithIntl } from '../render-with-intl';

const { written } = vi.hoisted(() => ({ written: { count: 0, us: 0 } }));

// Counts the size labels the page writes in its language, one call per label shown (the engine's own go without a locale).
vi.mock('@/lib/sizes/model/format-size', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/sizes/model/format-size')>();
  return {
    ...actual,
    formatSize: (...args: Parameters<typeof actual.formatSize>) => {
      if (args[2] !== undefined) {
        written.count += 1;
        if (args[1] === 'us') written.us += 1;
      }
      return actual.formatSize(...args);
    },
  };
});

function renderMen() {
  window.history.replaceState(null, '', '/men');
  const setup = regularConverter('men');
  renderWithIntl(<SizeConverter setup={setup} brandName={null} />);
  return { table: setup.genders[0]!.table, size: screen.getByRole('combobox', { name: 'Size' }) };
}

// Each test renders the men's converter with its whole chart in jsdom: seconds on a loaded machine.
describe('a size chart under the converter', { timeout: 20_000 }, () => {
  it('renders again only the rows whose highlight a choice changes, not its hundreds of cells', async () => {
    const { table, size } = renderMen();
    const cells = table.rows.length * table.columns.length;
    expect(cells).toBeGreaterThan(300);
    await userEvent.selectOptions(size, '9');
    expect(document.querySelector('#chart-men tr[aria-current="true"] th')).toHaveTextContent(/^9/);

    written.count = 0;
    await userEvent.selectOptions(size, '10');
    expect(document.querySelector('#chart-men tr[aria-current="true"] th')).toHaveTextContent(/^10/);
    expect(document.querySelectorAll('#chart-men tr[aria-current="true"]')).toHaveLength(1);
    // The answer and the two rows whose highlight moved: far fewer labels than the chart holds.
    expect(written.count).toBeGreaterThan(0);
    expect(written.count).toBeLessThan(cells / 2);
  });

  it('does not write the size list again on a choice within the same system', async () => {
    const { size } = renderMen();
    const options = size.querySelectorAll('option').length;
    expect(options).toBeGreaterThan(30);
    await userEvent.selectOptions(size, '9');

    written.us = 0;
    await userEvent.selectOptions(size, '10');
    expect(screen.getByTestId('result-title')).toHaveTextContent("Men's US 10");
    // The answer's US size and range, and the two chart rows' US cells; the list's own labels are not written again.
    expect(written.us).toBeGreaterThan(0);
    expect(written.us).toBeLessThan(10);
  });

  it('commits the answer first and moves the chart highlight in a later render', async () => {
    window.history.replaceState(null, '', '/men');
    // What each commit put on screen: the answer's title and the chart's marked row.
    const commits: { answer: string | null | undefined; row: string | null | undefined }[] = [];
    const record = () =>
      commits.push({
        answer: document.querySelector('[data-testid="result-title"]')?.textContent,
        row: document.querySelector('#chart-men tr[aria-current="true"]')?.id,
      });
    renderWithIntl(
      <Profiler id="converter" onRender={record}>
        <SizeConverter setup={regularConverter('men')} brandName={null} />
      </Profiler>,
    );
    const size = screen.getByRole('combobox', { name: 'Size' });
    await userEvent.selectOptions(size, '9');
    commits.length = 0;
    await userEvent.selectOptions(size, '10');

    // The first commit shows the new answer beside the old highlight; a later one moves the highlight.
    expect(commits[0]).toEqual({ answer: "Men's US 10", row: 'men-us-9' });
    expect(commits.at(-1)).toEqual({ answer: "Men's US 10", row: 'men-us-10' });
  });

  it('writes the date each chart was checked without building an Intl.DateTimeFormat', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      renderMen();
    } finally {
      Intl.DateTimeFormat = Original;
    }
    const checkedAt = regularConverter('men').genders[0]!.table.source.checkedAt;
    const written = new Original('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${checkedAt}T00:00:00Z`));
    expect(document.querySelector('#chart-men')).toHaveTextContent(`checked ${written}`);
    expect(built).toBe(0);
  });
});
