'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { SaveFootLength } from '@/components/my-sizes/save-foot-length';
import { useSaveFootLength } from '@/components/my-sizes/use-save-foot-length';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Link } from '@/lib/i18n/navigation';
import type { Confidence, LowConfidenceCause } from '@/lib/measure/photo/types';

const targets = ['men', 'women', 'kids'] as const;
type Target = (typeof targets)[number];

interface MeasureReadoutProps {
  lengthMm: number;
  widthMm: number | null;
  /**
   * How sure the measurer is, and for a low confidence why (each cause has its own fix), or `byHand` for marks the
   * visitor placed, which make no claim.
   */
  accuracy: { uncertaintyMm: number; confidence: Confidence; lowBecause?: LowConfidenceCause } | 'byHand';
  /** The sheet's heel edge was placed from the paper setting, so the photo could not confirm it. */
  paperUnchecked: boolean;
}

/** The live length, width and how sure it is (or that it was placed by hand), and the link that takes the length to a converter. */
export function MeasureReadout({ lengthMm, widthMm, accuracy, paperUnchecked }: MeasureReadoutProps) {
  const t = useTranslations('MeasurePhoto');
  const [target, setTarget] = useState<Target>('men');
  const mm = Math.round(lengthMm);
  const saving = useSaveFootLength();
  // A moved mark or another group is a different measurement: the last outcome no longer applies.
  const [savedFor, setSavedFor] = useState('');
  const current = `${lengthMm.toFixed(1)}:${target}`;
  const saveState = savedFor === current ? saving.state : { status: 'idle' as const };
  const lowBecause = accuracy !== 'byHand' && accuracy.confidence === 'low' ? accuracy.lowBecause : undefined;
  return (
    <div className="space-y-4 self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-surface-line">
      <output aria-live="polite" className="block">
        <span className="block text-3xl font-bold text-ink" data-testid="foot-length">
          {t('length', { mm })}
        </span>
        {widthMm !== null ? <span className="mt-1 block text-ink-muted">{t('width', { mm: Math.round(widthMm) })}</span> : null}
        <span className="mt-1 block text-sm text-ink-muted" data-testid="foot-length-accuracy">
          {accuracy === 'byHand'
            ? t('placedByHand')
            : `${t('uncertainty', { mm: Math.max(1, Math.ceil(accuracy.uncertaintyMm)) })} · ${t(`confidence.${accuracy.confidence}`)}`}
        </span>
        {lowBecause ? (
          <span
            className="mt-3 block rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="low-confidence"
            data-cause={lowBecause}
          >
            {t(`lowBecause.${lowBecause}`)}
          </span>
        ) : null}
      </output>
      {paperUnchecked ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="paper-unchecked">
          {t('paperUnchecked')}
        </p>
      ) : null}
      <SegmentedControl
        legend={t('convertFor')}
        name="target"
        options={targets.map((value) => ({ value, label: t(`targets.${value}`) }))}
        value={target}
        onChange={setTarget}
        compact
      />
      <Link
        href={`/${target}?footMm=${mm}`}
        className="inline-flex rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {t('useLength', { mm })}
      </Link>
      <SaveFootLength
        state={saveState}
        onSave={() => {
          setSavedFor(current);
          void saving.save({ gender: target, footLengthMm: Math.round(lengthMm * 10) / 10, source: 'photo' });
        }}
      />
    </div>
  );
}
