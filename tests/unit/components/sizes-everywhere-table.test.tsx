// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import en from '@/messages/en.json';
import { SizesEverywhereTable } from '@/components/my-sizes/sizes-everywhere-table';
import { sizesEverywhere } from '@/lib/my-sizes/sizes-everywhere';
import { renderWithIntl } from '../render-with-intl';

describe('SizesEverywhereTable', () => {
  const view = sizesEverywhere({ gender: 'men', footLengthMm: 262, fit: { brand: 'nike', system: 'us', size: '9' } });

  it('shows a row per chart and a column per system, and marks only derived values', () => {
    renderWithIntl(<SizesEverywhereTable view={view} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(view.systems.length + 1);
    expect(within(table).getAllByRole('row')).toHaveLength(view.rows.length + 1);
    const nike = within(table).getByRole('rowheader', { name: /Nike/ }).closest('tr')!;
    expect(nike).toHaveTextContent(en.mySizes.fitBasis);
    const cells = within(nike).getAllByRole('cell');
    const us = cells[view.systems.indexOf('us')]!;
    const br = cells[view.systems.indexOf('br')]!;
    expect(us).toHaveTextContent(/^9$/);
    expect(us.dataset.origin).toBe('chart');
    expect(br.dataset.origin).toBe('derived');
    expect(br).toHaveTextContent(`≈${en.mySizes.derivedSr}`);
    expect(screen.getByText(en.mySizes.legend)).toBeInTheDocument();
  });

  it('says so where a chart does not reach the foot', () => {
    renderWithIntl(<SizesEverywhereTable view={sizesEverywhere({ gender: 'kids', footLengthMm: 90, fit: null })} />);
    expect(screen.getAllByText(en.mySizes.notReached).length).toBeGreaterThan(0);
  });

  it('names Converse’s size to buy under its row for a child', () => {
    renderWithIntl(<SizesEverywhereTable view={sizesEverywhere({ gender: 'kids', footLengthMm: 105, fit: null })} />);
    const converse = screen.getByRole('rowheader', { name: /Converse/ });
    expect(
      within(converse)
        .getAllByTestId('printed-buy')
        .map((line) => line.textContent),
    ).toEqual(['Chuck Taylor All Star: buy 2C', 'All other styles: buy 2C']);
    expect(screen.getByRole('rowheader', { name: /Nike/ }).querySelector('[data-testid="printed-buy"]')).toBeNull();
  });
});
