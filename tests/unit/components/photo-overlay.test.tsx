// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { minTouchPx, PhotoOverlay } from '@/components/measure/photo/photo-overlay';
import { moveMark, type Marks } from '@/components/measure/photo/marks';
import { renderWithIntl } from '../render-with-intl';

const marks: Marks = {
  corners: [
    { x: 100, y: 50 },
    { x: 300, y: 50 },
    { x: 300, y: 330 },
    { x: 100, y: 330 },
  ],
  heel: { x: 200, y: 50 },
  toe: { x: 190, y: 300 },
};

describe('PhotoOverlay', () => {
  it('gives every mark a handle named by where it is, which the arrow keys move, Shift ten times as far', async () => {
    const onMove = vi.fn();
    renderWithIntl(<PhotoOverlay url="blob:photo" width={400} height={400} marks={marks} outline={[]} hintId="hint" onMove={onMove} />);
    const handles = screen.getAllByRole('button');
    expect(handles.map((handle) => handle.getAttribute('aria-label'))).toEqual([
      'Sheet corner, top left',
      'Sheet corner, top right',
      'Sheet corner, bottom right',
      'Sheet corner, bottom left',
      'Heel mark',
      'Toe mark (longest toe)',
    ]);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sheet corner, bottom right' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onMove).toHaveBeenLastCalledWith(
      {
        ...marks,
        corners: [marks.corners[0], marks.corners[1], { x: 299, y: 330 }, marks.corners[3]],
      },
      2,
    );
    screen.getByRole('button', { name: 'Toe mark (longest toe)' }).focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith({ ...marks, toe: { x: 190, y: 310 } }, 'toe');
  });

  it('announces where a handle is when it gets the focus and after each move', async () => {
    renderWithIntl(<PhotoOverlay url="blob:photo" width={401} height={401} marks={marks} outline={[]} hintId="hint" onMove={() => {}} />);
    const spoken = screen.getByTestId('mark-position');
    expect(spoken).toHaveAttribute('aria-live', 'polite');
    expect(spoken).toHaveTextContent(/^$/);
    act(() => screen.getByRole('button', { name: 'Heel mark' }).focus());
    expect(spoken).toHaveTextContent('Heel mark: 50 % from the left, 12.5 % from the top');
    await userEvent.setup().keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(spoken).toHaveTextContent('Heel mark: 52.5 % from the left, 12.5 % from the top');
  });

  it('keeps the area that takes a finger at least 44 CSS px across however small the photo is shown', () => {
    // A landscape photo on a 390 px phone: 1280 photo pixels shown 358 CSS px wide.
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {
          observers.push(report);
        }
        observe() {}
        disconnect() {}
      },
    );
    const rect = vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 358 } as DOMRect);
    try {
      renderWithIntl(
        <PhotoOverlay url="blob:photo" width={1280} height={960} marks={marks} outline={[]} hintId="hint" onMove={() => {}} />,
      );
      act(() => observers.forEach((report) => report()));
      for (const handle of screen.getAllByRole('button')) {
        const area = handle.querySelector('[data-touch-area]');
        expect(Number(area?.getAttribute('r')) * 2 * (358 / 1280)).toBeGreaterThanOrEqual(minTouchPx);
      }
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('draws no handles before anything is found', () => {
    renderWithIntl(<PhotoOverlay url="blob:photo" width={400} height={400} marks={null} outline={[]} hintId="hint" onMove={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

describe('moveMark', () => {
  it('keeps a mark inside the photo', () => {
    expect(moveMark(marks, 'heel', { x: -20, y: 500 }, { width: 400, height: 400 }).heel).toEqual({ x: 0, y: 399 });
    expect(moveMark(marks, 0, { x: 120, y: 60 }, { width: 400, height: 400 }).corners[0]).toEqual({ x: 120, y: 60 });
  });
});
