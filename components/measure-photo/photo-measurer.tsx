'use client';

import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { paperSizes, type MeasureOutcome, type PaperSize } from '@/lib/foot-measure/types';
import { defaultPaper } from '@/lib/measure/default-paper';
import { loadPhoto, type LoadedPhoto } from './load-photo';
import { marksOf, type Marks } from './marks';
import { MeasureReadout } from './measure-readout';
import { PhotoOverlay } from './photo-overlay';

type MeasureModule = typeof import('@/lib/foot-measure/measure');

/**
 * The measuring code is fetched when this page mounts, never by another page, and kept in memory,
 * so a photo can be measured even when the connection drops after the page has loaded.
 */
function useMeasureModule(): { module: MeasureModule | null; load: () => Promise<MeasureModule> } {
  const [loaded, setLoaded] = useState<MeasureModule | null>(null);
  const pending = useRef<Promise<MeasureModule> | null>(null);
  const load = useCallback(() => (pending.current ??= import('@/lib/foot-measure/measure')), []);
  useEffect(() => {
    let live = true;
    void load().then((ready) => live && setLoaded(ready));
    return () => {
      live = false;
    };
  }, [load]);
  return { module: loaded, load };
}

type Status = 'idle' | 'loading' | 'measuring' | 'done' | 'unreadable';

const buttonClass =
  'inline-flex cursor-pointer items-center rounded-lg px-4 py-2.5 font-semibold ring-1 ring-surface-line has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500';

/** Pick or take a photo, see what was found, correct it, and take the length to a converter. */
export function PhotoMeasurer() {
  const t = useTranslations('MeasurePhoto');
  const hintId = useId();
  const { module: measure, load } = useMeasureModule();
  const [paper, setPaper] = useState<PaperSize>(defaultPaper(useLocale()));
  const [photo, setPhoto] = useState<LoadedPhoto | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [outcome, setOutcome] = useState<MeasureOutcome | null>(null);
  const [marks, setMarks] = useState<Marks | null>(null);
  const [adjusted, setAdjusted] = useState(false);
  const latestRun = useRef(0);

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.url);
    },
    [photo],
  );

  const run = async (target: LoadedPhoto, size: PaperSize) => {
    const runId = ++latestRun.current;
    setStatus('measuring');
    setOutcome(null);
    setMarks(null);
    const measuring = await load();
    // Let the "measuring" state paint before the work blocks the main thread.
    await new Promise((resolve) => window.setTimeout(resolve, 30));
    if (runId !== latestRun.current) return;
    const result = measuring.measureFoot(target.image, size);
    if (runId !== latestRun.current) return;
    setOutcome(result);
    setMarks(result.ok ? marksOf(result) : null);
    setAdjusted(false);
    setStatus('done');
  };

  const onPaper = (size: PaperSize) => {
    setPaper(size);
    if (photo) void run(photo, size);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    latestRun.current++;
    setStatus('loading');
    setOutcome(null);
    setMarks(null);
    try {
      const loaded = await loadPhoto(file);
      setPhoto(loaded);
      await run(loaded, paper);
    } catch {
      setPhoto(null);
      setStatus('unreadable');
    }
  };

  const found = outcome?.ok ? outcome : null;
  const reading = found && marks && measure ? measure.readLength(marks.corners, paper, marks.heel, marks.toe) : null;
  const width = found && marks && measure ? measure.readWidth(marks.corners, paper, found.outline) : null;

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
      <div role="status" className="text-ink">
        {status === 'loading' || status === 'measuring' ? t('measuring') : null}
      </div>
      {status === 'unreadable' ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {t('unreadable')}
        </p>
      ) : null}
      {outcome && !outcome.ok ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900" data-refusal={outcome.reason}>
          {t(`refusal.${outcome.reason}`)}
        </p>
      ) : null}
      {photo ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <PhotoOverlay
              url={photo.url}
              width={photo.image.width}
              height={photo.image.height}
              marks={marks}
              outline={found?.outline ?? []}
              hintId={hintId}
              onMove={(next) => {
                setMarks(next);
                setAdjusted(true);
              }}
            />
            <p id={hintId} className="mt-2 text-sm text-ink-muted">
              {marks ? t('adjustHint') : ''}
            </p>
          </div>
          {found && reading ? (
            <MeasureReadout
              lengthMm={reading.lengthMm}
              widthMm={width}
              uncertaintyMm={adjusted ? reading.uncertaintyMm : found.uncertaintyMm}
              confidence={adjusted ? measure!.confidenceOf(reading.uncertaintyMm) : found.confidence}
              adjusted={adjusted}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
