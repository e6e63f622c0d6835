// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '@/components/dashboard/pagination';
import en from '@/messages/en.json';
import { renderWithIntl } from '../render-with-intl';

describe('Pagination', () => {
  it('shows nothing when every row fits on one page', () => {
    const { container } = renderWithIntl(<Pagination page={1} pageSize={20} total={20} onPage={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('pages through more rows than fit on one page', () => {
    const onPage = vi.fn();
    renderWithIntl(<Pagination page={1} pageSize={20} total={21} onPage={onPage} />);
    expect(screen.getByRole('button', { name: en.AdminCommon.previous })).toHaveProperty('disabled', true);
    screen.getByRole('button', { name: en.AdminCommon.next }).click();
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
