// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SizeConverter } from '@/components/converter/ui/size-converter';
import { regularConverter } from '@/lib/converter/page-setup';
import { renderWithIntl } from '../render-with-intl';

const { written } = vi.hoisted(() => ({ written: { count: 0 } }));

// Counts the size labels the page writes in its language, one call per label shown (the engine's own go without a locale).
vi.mock('@/lib/sizes/model/format-size', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/sizes/model/format-size')>();
  return {
    ...actual,
    formatSize: (...args: Parameters<typeof actual.formatSize>) => {
      if (args[2] !== undefined) written.count += 1;
      return actual.formatSize(...args);
    },
  };
});

describe('a size chart under the converter', () => {
  it('renders again only the rows whose highlight a choice changes, not its hundreds of cells', async () => {
    window.history.replaceState(null, '', '/men');
    const setup = regularConverter('men');
    renderWithIntl(<SizeConverter setup={setup} brandName={null} />);
    const table = setup.genders[0]!.table;
    const cells = table.rows.length * table.columns.length;
    expect(cells).toBeGreaterThan(300);
    const size = screen.getByRole('combobox', { name: 'Size' });
    await userEvent.selectOptions(size, '9');
    expect(document.querySelector('#chart-men tr[aria-current="true"] th')).toHaveTextContent(/^9/);

    written.count = 0;
    await userEvent.selectOptions(size, '10');
    expect(document.querySelector('#chart-men tr[aria-current="true"] th')).toHaveTextContent(/^10/);
    expect(document.querySelectorAll('#chart-men tr[aria-current="true"]')).toHaveLength(1);
    // The form's size list, the answer and the two rows whose highlight moved: far fewer labels than the chart holds.
    expect(written.count).toBeGreaterThan(0);
    expect(written.count).toBeLessThan(cells / 2);
  });
});
