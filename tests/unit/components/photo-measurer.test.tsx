// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobEnd, JobEvents, PhotoMeasuring, PhotoSource } from '@/components/measure/photo/measure-client';
import { PhotoMeasurer } from '@/components/measure/photo/photo-measurer';
import { pickMessagePaths } from '@/lib/i18n/pick-messages';
import type { MeasureOutcome, PaperSize } from '@/lib/measure/photo/types';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { renderWithIntl } from '../render-with-intl';

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

vi.mock('@/components/auth/auth-provider', () => ({ useAuth: () => ({ user: null, loading: false }) }));

/** What the stand-in measurer answers next, and the size of the photo it hands the page. */
const next: {
  outcome: MeasureOutcome;
  width: number;
  height: number;
  papers: PaperSize[];
  /** Keep the measuring running until it is cancelled. */
  hold: boolean;
  stop: (() => void) | null;
} = {
  outcome: { ok: false, reason: 'noSheet' },
  width: 1280,
  height: 960,
  papers: [],
  hold: false,
  stop: null,
};

// The page's own logic around the measurer, with the measuring itself (worker, decoding, the photo's pixels) stood in for.
vi.mock('@/components/measure/photo/measure-client', () => ({
  spawnMeasureWorker: () => null,
  createPhotoMeasuring: (): PhotoMeasuring => ({
    start() {},
    cancel() {
      next.stop?.();
    },
    dispose() {},
    async measure(_photo: PhotoSource, paper: PaperSize, events: JobEvents): Promise<JobEnd> {
      next.papers.push(paper);
      events.onStage('measuring');
      if (next.hold) return new Promise((settle) => (next.stop = () => settle({ type: 'cancelled' })));
      const { width, height } = next;
      events.onDecoded({ image: { width, height, data: new Uint8ClampedArray(4) }, url: 'blob:photo' });
      const corners = [
        { x: 100, y: 100 },
        { x: 500, y: 100 },
        { x: 500, y: 700 },
        { x: 100, y: 700 },
      ] as const;
      return {
        type: 'result',
        outcome: next.outcome,
        ...(next.outcome.ok
          ? {}
          : { guess: { marks: { corners: [...corners], heel: { x: 300, y: 110 }, toe: { x: 300, y: 600 } }, sheetFound: true } }),
      } as JobEnd;
    },
  }),
}));

const picked = (messages: typeof en) => pickMessagePaths(messages, ['MeasurePhoto', 'mySizes.save', 'mySizes.errors']);

beforeAll(() => {
  // jsdom has no object URLs; the page revokes the photo's when it changes.
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  Object.assign(next, { papers: [], hold: false, stop: null });
});

async function measure(outcome: MeasureOutcome, size = { width: 1280, height: 960 }) {
  Object.assign(next, { outcome, ...size });
  await userEvent.setup().upload(screen.getByTestId('choose-photo'), new File(['x'], 'foot.jpg', { type: 'image/jpeg' }));
}

const foot: MeasureOutcome = {
  ok: true,
  corners: [
    { x: 100, y: 100 },
    { x: 500, y: 100 },
    { x: 500, y: 700 },
    { x: 100, y: 700 },
  ],
  heel: { x: 300, y: 110 },
  toe: { x: 300, y: 600 },
  outline: [],
  lengthMm: 251.4,
  widthMm: 98,
  uncertaintyMm: 2.6,
  confidence: 'low',
  lowBecause: 'lightToe',
  paperUnchecked: false,
};

// The first test pays for importing the measuring code, which the page loads as it mounts.
describe('PhotoMeasurer', { timeout: 20_000 }, () => {
  it('says the answer in the status region that is in the page from the start, with a low answer’s cause', async () => {
    renderWithIntl(<PhotoMeasurer />, { messages: picked(en), strict: true });
    // A live region announces changes to it, not itself arriving with its text: it must be there before the answer.
    const status = screen.getByTestId('measure-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(/^$/);
    await measure(foot);
    await waitFor(() => expect(screen.getByTestId('foot-length')).toBeInTheDocument());
    expect(screen.getByTestId('measure-status')).toBe(status);
    const said = en.MeasurePhoto.measured.replace('{mm}', '251').replace('{confidence}', en.MeasurePhoto.confidence.low);
    expect(status).toHaveTextContent(said);
    expect(status).toHaveTextContent(en.MeasurePhoto.lowBecause.lightToe);
    expect(status).not.toHaveTextContent(en.MeasurePhoto.paperUnchecked);
    // An answer whose heel edge came from the paper setting carries the paper warning, heard with the number.
    await measure({ ...foot, confidence: 'high', lowBecause: undefined, paperUnchecked: true });
    const high = en.MeasurePhoto.measured.replace('{mm}', '251').replace('{confidence}', en.MeasurePhoto.confidence.high);
    await waitFor(() => expect(status).toHaveTextContent(high));
    expect(status).toHaveTextContent(en.MeasurePhoto.paperUnchecked);
    expect(status).not.toHaveTextContent(en.MeasurePhoto.lowBecause.lightToe);
  });

  it('keeps a wrong-paper refusal true when the visitor, placing the marks by hand, follows it and picks the other paper', async () => {
    renderWithIntl(<PhotoMeasurer />, { messages: picked(en), strict: true });
    // English starts on US Letter.
    await measure({ ok: false, reason: 'wrongPaper', seenPaper: 'a4' });
    const m = en.MeasurePhoto;
    const refusal = m.refusal.wrongPaper.replaceAll('{seen}', m.paper.a4).replaceAll('{chosen}', m.paper.letter);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: m.placeByHand }));
    await user.click(screen.getByRole('radio', { name: m.paper.a4 }));
    // Marks placed by hand stay; the photo is not measured again, and no refusal says A4 is not A4.
    expect(next.papers).toEqual(['letter']);
    expect(screen.queryByText(m.refusal.wrongPaper.replaceAll('{seen}', m.paper.a4).replaceAll('{chosen}', m.paper.a4))).toBeNull();
    expect(document.querySelector('[data-refusal]')).toBeNull();
    // Back on the paper it was measured with, the refusal holds again, naming both papers as they were.
    await user.click(screen.getByRole('radio', { name: m.paper.letter }));
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
  });

  it('puts the keyboard on "Measure again" when Cancel, which goes with the measuring, is pressed', async () => {
    renderWithIntl(<PhotoMeasurer />, { messages: picked(en), strict: true });
    next.hold = true;
    await measure(foot);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.MeasurePhoto.cancel }));
    expect(screen.getByTestId('measure-status')).toHaveTextContent(en.MeasurePhoto.cancelled);
    // The focus moves in the effect that follows the cancelled status's commit.
    await waitFor(() => expect(screen.getByRole('button', { name: en.MeasurePhoto.measureAgain })).toHaveFocus());
  });

  it.each([
    ['en', en],
    ['ko', ko],
  ] as const)(
    'in %s, a sheet too small in a photo with few pixels asks for the photo as taken, naming its size',
    async (locale, messages) => {
      renderWithIntl(<PhotoMeasurer />, { locale, messages: picked(messages), strict: true });
      const m = messages.MeasurePhoto;
      // A thumbnail-sized photo: every phone camera takes more pixels than the page measures at (1280 on the long side).
      await measure({ ok: false, reason: 'tooSmall' }, { width: 60, height: 80 });
      const fewPixels = m.fewPixels.replace('{width}', '60').replace('{height}', '80');
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(fewPixels));
      expect(screen.getByRole('alert')).toHaveAttribute('data-refusal', 'tooSmall');
      // A photo as a phone takes it: the sheet itself is small in the picture, and coming closer is the fix.
      await act(async () => measure({ ok: false, reason: 'tooSmall' }, { width: 1280, height: 960 }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(m.refusal.tooSmall));
    },
  );
});
