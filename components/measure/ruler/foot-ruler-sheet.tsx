'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { SegmentedControl } from '@/components/ui/segmented-control';
import {
  calibrationInches,
  calibrationMm,
  centimetreTicks,
  INCH_MM,
  inchTicks,
  pageMarginMm,
  paperIds,
  papers,
  rulerLayout,
  rulerWidthMm,
  type PaperId,
} from '@/lib/measure/ruler/ruler-layout';
import { defaultPaper } from '@/lib/measure/ruler/default-paper';

const ink = '#17202e';
const textStyle = { fontFamily: 'inherit' } as const;

function CalibrationLine({ y, lengthMm, label }: { y: number; lengthMm: number; label: string }) {
  return (
    <g data-calibration-mm={lengthMm}>
      <line x1={4} y1={y} x2={4 + lengthMm} y2={y} stroke={ink} strokeWidth={0.4} />
      <line x1={4} y1={y - 3} x2={4} y2={y + 3} stroke={ink} strokeWidth={0.4} />
      <line x1={4 + lengthMm} y1={y - 3} x2={4 + lengthMm} y2={y + 3} stroke={ink} strokeWidth={0.4} />
      <text x={4 + lengthMm / 2} y={y - 1.5} fontSize={3.5} textAnchor="middle" fill={ink} style={textStyle}>
        {label}
      </text>
    </g>
  );
}

/** The ruler strip in its own coordinates: 0 at the left, centimetres on top, inches underneath. */
function Ruler({ lengthMm, wallEnd, cm, inch }: { lengthMm: number; wallEnd: string; cm: string; inch: string }) {
  const cmTicks = centimetreTicks(lengthMm);
  const inTicks = inchTicks(lengthMm);
  return (
    <g>
      <rect x={0} y={0} width={lengthMm} height={rulerWidthMm} fill="#ffffff" stroke={ink} strokeWidth={0.35} />
      {cmTicks.map((tick) => (
        <line key={`cm-${tick.at}`} x1={tick.at} y1={0} x2={tick.at} y2={tick.length} stroke={ink} strokeWidth={tick.label ? 0.3 : 0.18} />
      ))}
      {cmTicks
        .filter((tick) => tick.label !== null && tick.at > 0 && tick.at < lengthMm)
        .map((tick) => (
          <text key={`cm-label-${tick.at}`} x={tick.at} y={10.5} fontSize={3.2} textAnchor="middle" fill={ink} style={textStyle}>
            {tick.label}
          </text>
        ))}
      {inTicks.map((tick) => (
        <line
          key={`in-${tick.at}`}
          x1={tick.at}
          y1={rulerWidthMm}
          x2={tick.at}
          y2={rulerWidthMm - tick.length}
          stroke={ink}
          strokeWidth={tick.label ? 0.3 : 0.18}
        />
      ))}
      {inTicks
        .filter((tick) => tick.label !== null && tick.at > 0)
        .map((tick) => (
          <text
            key={`in-label-${tick.at}`}
            x={tick.at}
            y={rulerWidthMm - 8.5}
            fontSize={3.2}
            textAnchor="middle"
            fill={ink}
            style={textStyle}
          >
            {tick.label}
          </text>
        ))}
      <text x={lengthMm - 3} y={10.5} fontSize={3} textAnchor="end" fill={ink} style={textStyle}>
        {cm}
      </text>
      <text x={lengthMm - 3} y={rulerWidthMm - 8.5} fontSize={3} textAnchor="end" fill={ink} style={textStyle}>
        {inch}
      </text>
      <text x={2} y={rulerWidthMm / 2 + 1.2} fontSize={3} fill={ink} style={textStyle}>
        {wallEnd}
      </text>
    </g>
  );
}

/**
 * The sheet to print: a diagonal true-scale ruler (millimetres and inches) and two calibration lines
 * to check that the printer kept the scale, for A4 or US Letter. Drawn in millimetres; on paper the
 * drawing is given its exact size, on screen it is scaled to fit.
 */
export function FootRulerSheet() {
  const t = useTranslations('MeasurePage');
  const [paper, setPaper] = useState<PaperId>(defaultPaper(useLocale()));
  const layout = rulerLayout(paper);
  const { box } = layout;
  const printedHeight = box.heightMm - 1;
  const pageRule = `@page { size: ${papers[paper].cssSize} portrait; margin: ${pageMarginMm}mm; }
@media print { [data-ruler-sheet] { width: ${box.widthMm}mm !important; height: ${printedHeight}mm !important; max-width: none !important; } }`;

  return (
    <div>
      <style>{pageRule}</style>
      <div className="flex flex-wrap items-end gap-4" data-print="hide">
        <SegmentedControl
          legend={t('paper')}
          name="paper"
          options={paperIds.map((id) => ({ value: id, label: t(`papers.${id}`) }))}
          value={paper}
          onChange={setPaper}
        />
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('print')}
        </button>
      </div>
      <p className="mt-3 text-sm text-ink-muted" data-print="hide">
        {t('printHint')}
      </p>
      <div className="ruler-print-root mt-4 rounded-lg border border-surface-line bg-white p-2 shadow-sm">
        <svg
          data-ruler-sheet={paper}
          role="img"
          aria-label={t('sheetLabel', { paper: t(`papers.${paper}`) })}
          viewBox={`0 0 ${box.widthMm} ${printedHeight}`}
          className="mx-auto block h-auto w-full max-w-md"
        >
          <text x={4} y={9} fontSize={5.5} fontWeight={700} fill={ink} style={textStyle}>
            {t('sheetTitle')}
          </text>
          <CalibrationLine y={26} lengthMm={calibrationMm} label={t('calibrationMm', { mm: calibrationMm })} />
          <CalibrationLine y={40} lengthMm={calibrationInches * INCH_MM} label={t('calibrationInches', { inches: calibrationInches })} />
          <foreignObject x={4} y={45} width={105} height={30}>
            <p style={{ fontSize: '3.2px', lineHeight: 1.35, margin: 0, color: ink }}>{t('calibrationCheck')}</p>
          </foreignObject>
          <foreignObject x={box.widthMm - 96} y={box.heightMm - 62} width={92} height={56}>
            <p style={{ fontSize: '3.2px', lineHeight: 1.35, margin: 0, color: ink, textAlign: 'right' }}>{t('sheetUse')}</p>
          </foreignObject>
          <g transform={`translate(${layout.origin.x} ${layout.origin.y}) rotate(${-layout.angleDeg})`}>
            <Ruler lengthMm={layout.lengthMm} wallEnd={t('wallEnd')} cm={t('unitCm')} inch={t('unitIn')} />
          </g>
        </svg>
      </div>
    </div>
  );
}
