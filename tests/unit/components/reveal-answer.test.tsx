// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { SizeConverter } from '@/components/converter/ui/size-converter';
import { regularConverter } from '@/lib/converter/page-setup';
import { renderWithIntl } from '../render-with-intl';

const men = regularConverter('men');
const scrolled = vi.fn();

/** The size select stepped by one option, as a browser does for an arrow key on a closed select. */
function arrowDown(select: HTMLSelectElement) {
  fireEvent.keyDown(select, { key: 'ArrowDown' });
  select.selectedIndex += 1;
  fireEvent.change(select);
  fireEvent.keyUp(select, { key: 'ArrowDown' });
}

describe('the answer coming into view on a phone', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/men');
    scrolled.mockClear();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    // As on a phone: the answer starts below the form, off the first screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    HTMLElement.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not move while arrow keys step through the sizes, each step converting', () => {
    renderWithIntl(<SizeConverter setup={men} brandName={null} />);
    const size = screen.getByLabelText(en.ConverterUi.size) as HTMLSelectElement;
    size.focus();
    for (let step = 0; step < 3; step += 1) arrowDown(size);
    expect(screen.getByTestId('result-title')).toHaveTextContent(`Men's US ${size.value}`);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('moves for a size picked by touch or mouse', async () => {
    renderWithIntl(<SizeConverter setup={men} brandName={null} />);
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('moves for a typed foot length once the field is left, not at each keystroke', async () => {
    renderWithIntl(<SizeConverter setup={men} brandName={null} />);
    await userEvent.type(screen.getByLabelText(en.ConverterUi.footLength), '26.5');
    expect(screen.getByTestId('result-title')).toHaveTextContent('A foot of 26.5 cm');
    expect(scrolled).not.toHaveBeenCalled();
    // Going to the unit switch beside it is still typing the length.
    await userEvent.tab();
    expect(scrolled).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'cm' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await userEvent.click(screen.getByLabelText(en.ConverterUi.footLength));
    act(() => (document.activeElement as HTMLElement).blur());
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('moves once for a foot length arriving in the URL from the photo measurer', async () => {
    window.history.replaceState(null, '', '/men?footMm=265');
    renderWithIntl(<SizeConverter setup={men} brandName={null} />);
    expect(await screen.findByTestId('result-title')).toHaveTextContent('A foot of 26.5 cm');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
