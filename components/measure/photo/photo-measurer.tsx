'use client';

import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paperSizes, type FootMeasurement, type MeasureOutcome, type PaperSize } from '@/lib/measure/photo/types';
import type { MarksGuess } from '@/lib/measure/photo/manual';
import { defaultPaper } from '@/lib/measure/ruler/default-paper';
import type { LoadedPhoto } from './load-photo';
import { createPhotoMeasuring, spawnMeasureWorker, type PhotoMeasuring, type PhotoSource } from './measure-client';
import { maxSide } from './measure-protocol';
import { markIds, type MarkId, type Marks } from './marks';
import { MeasureReadout } from './measure-readout';
import { PhotoOverlay } from './photo-overlay';
import { useMarkLabel } from './use-mark-label';

interface Measuring {
  auto: typeof import('@/lib/measure/photo/measure');
  manual: typeof import('@/lib/measure/photo/manual');
}

const importMeasuring = async (): Promise<Measuring> => {
  const [auto, manual] = await Promise.all([import('@/lib/measure/photo/measure'), import('@/lib/measure/photo/manual')]);
  return { auto, manual };
};

/**
 * The measuring code is fetched when this page mounts, never by another page, and kept in memory,
 * so a photo can be measured even when the connection drops after the page has loaded.
 */
function useMeasuring(): { measuring: Measuring | null; load: () => Promise<Measuring> } {
  const [loaded, setLoaded] = useState<Measuring | null>(null);
  const pending = useRef<Promise<Measuring> | null>(null);
  const load = useCallback(() => (pending.current ??= importMeasuring()), []);
  useEffect(() => {
    let live = true;
    void load().then((ready) => live && setLoaded(ready));
    return () => {
      live = false;
    };
  }, [load]);
  return { measuring: loaded, load };
}

type Status = 'idle' | 'reading' | 'measuring' | 'done' | 'unreadable' | 'cancelled' | 'failed';

/** The measuring worker, started when the page mounts (so its code is fetched while online) and ended when it unmounts. */
function usePhotoMeasuring(load: () => Promise<Measuring>): React.RefObject<PhotoMeasuring | null> {
  const measurer = useRef<PhotoMeasuring | null>(null);
  useEffect(() => {
    const created = createPhotoMeasuring(
      typeof Worker === 'function' ? spawnMeasureWorker : null,
      async () => (await load()).auto.measureFoot,
    );
    created.start();
    measurer.current = created;
    return () => {
      created.dispose();
      measurer.current = null;
    };
  }, [load]);
  return measurer;
}

const buttonClass =
  'inline-flex cursor-pointer items-center rounded-lg px-4 py-2.5 font-semibold ring-1 ring-surface-line has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';
const plainButtonClass =
  'inline-flex cursor-pointer items-center rounded-lg bg-white px-4 py-2.5 font-semibold text-ink ring-1 ring-surface-line hover:bg-surface-alt focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/** The measured width carried over to hand-moved corners by the outline's change of scale (the outline alone would count the leg). */
function widthAfterMove(measuring: Measuring, found: FootMeasurement, sheetOrder: Marks['corners'], paper: PaperSize): number | null {
  const now = measuring.auto.readWidth(sheetOrder, paper, found.outline);
  const then = measuring.auto.readWidth(found.corners, paper, found.outline);
  return now !== null && then ? (found.widthMm * now) / then : null;
}

/** Pick or take a photo, see what was found, correct it or place the marks by hand, and take the length to a converter. */
export function PhotoMeasurer() {
  const t = useTranslations('MeasurePhoto');
  const hintId = useId();
  const { measuring, load } = useMeasuring();
  const measurer = usePhotoMeasuring(load);
  const lastSource = useRef<PhotoSource | null>(null);
  const locale = useLocale();
  const [paper, setPaper] = useState<PaperSize>(defaultPaper(locale));
  const [photo, setPhoto] = useState<LoadedPhoto | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [outcome, setOutcome] = useState<MeasureOutcome | null>(null);
  // The paper setting the outcome was measured with: marks placed by hand keep the outcome when the setting changes.
  const [measuredOn, setMeasuredOn] = useState<PaperSize>(paper);
  const [marks, setMarks] = useState<Marks | null>(null);
  // The worker's starting marks for placing by hand after a refusal, so that the page's thread need not look for the sheet.
  const [guess, setGuess] = useState<MarksGuess | null>(null);
  const [byHand, setByHand] = useState(false);
  // Marks that start as placeholders (the measurer had no answer for them) give no length until the visitor moves them.
  const [unplaced, setUnplaced] = useState<MarkId[]>([]);
  const markLabel = useMarkLabel();
  const latestRun = useRef(0);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  /** Measures a photo (a picked file, or the photo on show under another paper setting), cancelling any measurement still running. */
  const run = async (source: PhotoSource, size: PaperSize) => {
    const runId = ++latestRun.current;
    lastSource.current = source;
    setStatus('file' in source ? 'reading' : 'measuring');
    setOutcome(null);
    setMarks(null);
    setGuess(null);
    setByHand(false);
    setUnplaced([]);
    if (!measurer.current) return;
    const end = await measurer.current.measure(source, size, {
      onStage: (stage) => runId === latestRun.current && setStatus(stage),
      onDecoded: (loaded) => setPhoto(loaded),
    });
    if (runId !== latestRun.current) return;
    if (end.type === 'result') {
      const ready = await load();
      if (runId !== latestRun.current) return;
      setOutcome(end.outcome);
      setMeasuredOn(size);
      setGuess(end.guess ?? null);
      setMarks(
        end.outcome.ok ? { corners: ready.manual.screenOrder(end.outcome.corners), heel: end.outcome.heel, toe: end.outcome.toe } : null,
      );
      setStatus('done');
    } else {
      // A file that cannot be read replaces the photo shown; a cancelled or failed measurement keeps it.
      if (end.type === 'unreadable') setPhoto(null);
      setStatus(end.type);
    }
  };

  const onPaper = (size: PaperSize) => {
    setPaper(size);
    // Marks placed by hand stay where they are: only the paper's size changes the reading.
    if (photo && !byHand) void run({ image: photo.image }, size);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run({ file }, paper);
  };

  // The Cancel button goes with the measuring it stops: the focus moves on to "Measure again" instead of to the page's start.
  const againButton = useRef<HTMLButtonElement>(null);
  const focusAgain = useRef(false);
  const cancel = () => {
    focusAgain.current = true;
    measurer.current?.cancel();
  };
  useEffect(() => {
    if (status !== 'cancelled' || !focusAgain.current) return;
    focusAgain.current = false;
    againButton.current?.focus();
  }, [status]);

  const measureAgain = () => {
    if (lastSource.current) void run(lastSource.current, paper);
  };

  /** Hands the marks to the visitor, from the measurer's answer or its best guess, and puts the keyboard on the first corner. */
  const placeByHand = () => {
    if (!photo || !measuring) return;
    if (!marks) {
      // Looked for here only where the worker gave none (measured on this thread, or cancelled or failed before its answer).
      const start = guess ?? measuring.manual.guessMarks(photo.image, paper, outcome && !outcome.ok ? outcome.corners : undefined);
      setMarks(start.marks);
      setUnplaced(start.sheetFound ? ['heel', 'toe'] : markIds);
    }
    setByHand(true);
    window.requestAnimationFrame(() => overlay.current?.querySelector<SVGGElement>('[data-mark="0"]')?.focus());
  };

  const busy = status === 'reading' || status === 'measuring';
  const found = outcome?.ok ? outcome : null;
  // A wrong-paper refusal no longer applies once the visitor, placing the marks by hand, has chosen the other paper.
  const refusal = outcome && !outcome.ok && !(outcome.reason === 'wrongPaper' && paper !== measuredOn) ? outcome : null;
  // A photo smaller than the size the page measures at was made smaller before it got here (a thumbnail, a screenshot, a
  // copy sent through a messaging app): every phone camera takes more pixels. Coming closer is then not the whole fix.
  const fewPixels =
    photo && Math.max(photo.image.width, photo.image.height) < maxSide ? { width: photo.image.width, height: photo.image.height } : null;
  const placed = byHand && marks && measuring && unplaced.length === 0 ? measuring.manual.readPlacedMarks(marks, paper) : null;
  const reading = placed?.ok
    ? {
        lengthMm: placed.lengthMm,
        widthMm: found && measuring ? widthAfterMove(measuring, found, placed.sheetOrder, paper) : null,
        accuracy: 'byHand' as const,
        // Corners kept from an answer whose heel edge came from the paper setting still rest on it.
        paperUnchecked: found?.paperUnchecked ?? false,
      }
    : found && !byHand
      ? {
          lengthMm: found.lengthMm,
          widthMm: found.widthMm,
          accuracy: { uncertaintyMm: found.uncertaintyMm, confidence: found.confidence, lowBecause: found.lowBecause },
          paperUnchecked: found.paperUnchecked,
        }
      : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4">
        <SegmentedControl
          legend={t('paperLabel')}
          name="paper"
          options={paperSizes.map((value) => ({ value, label: t(`paper.${value}`) }))}
          value={paper}
          onChange={onPaper}
        />
        <label className={`${buttonClass} bg-brand-600 text-white hover:bg-brand-700`}>
          {t('takePhoto')}
          <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={onFile} />
        </label>
        <label className={`${buttonClass} bg-white text-ink hover:bg-surface-alt`}>
          {t('choosePhoto')}
          <input type="file" accept="image/*" className="sr-only" onChange={onFile} data-testid="choose-photo" />
        </label>
      </div>
      <p className="text-sm text-ink-muted">{t('privacy')}</p>
      {/*
        Always in the page, so that what it comes to say is announced: a live region inserted together with its text (the
        readout below, the first time) is not. It says the answer where the visitor is, by the file buttons: on a phone the
        readout sits under the photo, out of view.
      */}
      <div role="status" className="text-ink" data-testid="measure-status">
        {busy ? (
          t(status === 'reading' ? 'reading' : 'measuring')
        ) : status === 'cancelled' ? (
          t('cancelled')
        ) : status === 'done' && found && !byHand ? (
          <>
            {t('measured', { mm: Math.round(found.lengthMm), confidence: t(`confidence.${found.confidence}`) })}
            {/* What the readout shows beside the number, for those who hear the page: why it is low, and the paper warning. */}
            {found.lowBecause ? <span className="sr-only"> {t(`lowBecause.${found.lowBecause}`)}</span> : null}
            {found.paperUnchecked ? <span className="sr-only"> {t('paperUnchecked')}</span> : null}
          </>
        ) : null}
      </div>
      {busy ? (
        <div className="flex flex-wrap items-center gap-4">
          <progress className="h-2 w-48 accent-brand-600" aria-label={t(status === 'reading' ? 'reading' : 'measuring')} />
          <button type="button" className={plainButtonClass} onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
      {status === 'failed' || status === 'cancelled' ? (
        <div className="space-y-3">
          {status === 'failed' ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800" data-testid="measure-failed">
              {t('measureFailed')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <button type="button" className={plainButtonClass} onClick={measureAgain} ref={againButton}>
              {t('measureAgain')}
            </button>
            {photo && !byHand ? (
              <button type="button" className={plainButtonClass} onClick={placeByHand} disabled={!measuring}>
                {t('placeByHand')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {status === 'unreadable' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('unreadable')}
        </p>
      ) : null}
      {refusal ? (
        <div className="space-y-3 rounded-lg bg-amber-50 p-4 text-amber-900">
          <p role="alert" data-refusal={refusal.reason}>
            {refusal.reason === 'wrongPaper'
              ? t('refusal.wrongPaper', {
                  seen: t(`paper.${refusal.seenPaper ?? paperSizes.find((size) => size !== measuredOn)!}`),
                  chosen: t(`paper.${measuredOn}`),
                })
              : refusal.reason === 'tooSmall' && fewPixels
                ? t('fewPixels', fewPixels)
                : t(`refusal.${refusal.reason}`)}
          </p>
          {byHand ? null : (
            <>
              <p>{t('byHandOffer')}</p>
              <button type="button" className={plainButtonClass} onClick={placeByHand} disabled={!measuring}>
                {t('placeByHand')}
              </button>
            </>
          )}
        </div>
      ) : null}
      {photo ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <PhotoOverlay
              ref={overlay}
              url={photo.url}
              width={photo.image.width}
              height={photo.image.height}
              marks={marks}
              outline={found?.outline ?? []}
              hintId={hintId}
              onMove={(next, moved) => {
                setMarks(next);
                setByHand(true);
                setUnplaced((before) => before.filter((id) => id !== moved));
              }}
            />
            <p id={hintId} className="mt-2 text-sm text-ink-muted">
              {marks ? t('adjustHint') : ''}
            </p>
          </div>
          <div className="space-y-4 self-start">
            {reading ? <MeasureReadout {...reading} /> : null}
            {found && !byHand ? (
              <button type="button" className={plainButtonClass} onClick={placeByHand} disabled={!measuring}>
                {t('adjustByHand')}
              </button>
            ) : null}
            {byHand && unplaced.length > 0 ? (
              <p className="rounded-lg bg-surface-alt p-4 text-ink" data-testid="marks-to-place">
                {t('marksToPlace', { marks: new Intl.ListFormat(locale, { type: 'conjunction' }).format(unplaced.map(markLabel)) })}
              </p>
            ) : null}
            {placed && !placed.ok ? (
              <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800" data-placement-problem={placed.problem}>
                {t(`placement.${placed.problem}`, measuring!.manual.placedLengthRangeMm)}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
