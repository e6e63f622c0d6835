// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { MenToWomenConverter } from '@/components/converter/ui/men-to-women-converter';
import { menToWomenMessagePaths } from '@/components/converter/loading/client-messages';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import { renderWithIntl } from '../render-with-intl';

/** Renders with exactly the messages the page hands its converter (menToWomenMessagePaths); a key missing from them fails. */
function renderConverter() {
  return renderWithIntl(<MenToWomenConverter />, { messages: pickMessagePaths(en, menToWomenMessagePaths), strict: true });
}

describe('MenToWomenConverter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/men-to-women'));

  it('converts men’s to women’s with the common +1.5 by default, and UK and EU stay the same', async () => {
    renderConverter();
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');
    expect(screen.getByTestId('result-title')).toHaveTextContent("Men's US 9 is women's US 10.5");
    const uk = document.querySelector('[data-system="uk"]') as HTMLElement;
    expect(within(uk).getByText(en.MenToWomen.sameForBoth)).toBeInTheDocument();
    expect(document.querySelector('#chart-men-to-women tr[aria-current="true"] th')).toHaveTextContent(/^9/);
    expect(new URLSearchParams(window.location.search).toString()).toBe('gender=men&system=us&size=9');
  });

  it('lets the visitor pick the convention, and lists what each one gives', async () => {
    renderConverter();
    await userEvent.selectOptions(screen.getByLabelText(en.ConverterUi.size), '9');
    await userEvent.click(screen.getByRole('radio', { name: en.MenToWomen.conventions.fia }));
    expect(screen.getByTestId('result-title')).toHaveTextContent("Men's US 9 is women's US 10");
    expect(document.querySelector('[data-convention="converse"]')).toHaveTextContent('US 11');
    // The address follows the choice once React has committed it, which a busy machine can delay past the click.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('usWomen')).toBe('fia'));
  });

  it('converts women’s to men’s and restores both direction and convention from the URL', async () => {
    window.history.replaceState(null, '', '/men-to-women?gender=women&usWomen=converse&system=us&size=10');
    renderConverter();
    expect(await screen.findByTestId('result-title')).toHaveTextContent("Women's US 10 is men's US 8");
    expect(screen.getByRole('radio', { name: en.MenToWomen.direction.womenToMen })).toBeChecked();
    expect(screen.getByRole('radio', { name: en.MenToWomen.conventions.converse })).toBeChecked();
  });
});
