'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useTranslations } from 'next-intl';
import type { Point } from '@/lib/measure/photo/types';
import { arrowStep, markAt, markIds, moveMark, type MarkId, type Marks } from './marks';
import { useMarkLabel } from './use-mark-label';

interface PhotoOverlayProps {
  url: string;
  width: number;
  height: number;
  marks: Marks | null;
  outline: Point[];
  hintId: string;
  onMove: (marks: Marks, moved: MarkId) => void;
  /** The overlay's outer element, for the measurer to put the keyboard on the first handle. */
  ref?: Ref<HTMLDivElement>;
}

const pointList = (points: readonly Point[]) => points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');

/** A share of the photo's side as a percentage to one decimal, which a screen reader can say. */
const percent = (value: number, of: number) => Math.round((value / Math.max(1, of - 1)) * 1000) / 10;

/**
 * The least width, in CSS pixels, of the area around a handle that takes a finger: 44 px, as WCAG 2.5.5 and the phone
 * makers' guides ask. The handles are drawn in the photo's own pixels, so a landscape photo on a 390 px phone shrinks
 * them to 20 px, under even the 24 px WCAG 2.5.8 requires.
 */
export const minTouchPx = 44;

/** The photo with the detected sheet, foot outline and the six marks, which drag and move with the arrow keys. */
export function PhotoOverlay({ url, width, height, marks, outline, hintId, onMove, ref }: PhotoOverlayProps) {
  const t = useTranslations('MeasurePhoto');
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<MarkId | null>(null);
  const [focused, setFocused] = useState<MarkId | null>(null);
  const [spoken, setSpoken] = useState('');
  const unit = Math.max(width, height) / 320;
  const size = { width, height };
  // CSS pixels per photo pixel as the photo is shown, so that the touch area keeps its size on a small screen.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setShown(element.getBoundingClientRect().width / width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  const reach = Math.max(unit * 9, shown > 0 ? minTouchPx / 2 / shown : 0);

  const label = useMarkLabel();
  const announce = (id: MarkId, at: Point) =>
    setSpoken(t('markPosition', { mark: label(id), x: percent(at.x, width), y: percent(at.y, height) }));
  const toPhoto = (event: PointerEvent): Point | null => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return null;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: p.x, y: p.y };
  };
  const onKeyDown = (id: MarkId) => (event: KeyboardEvent) => {
    const step = marks && arrowStep(event.key, event.shiftKey);
    if (!marks || !step) return;
    event.preventDefault();
    const at = markAt(marks, id);
    const next = moveMark(marks, id, { x: at.x + step.x, y: at.y + step.y }, size);
    onMove(next, id);
    announce(id, markAt(next, id));
  };
  const onPointerMove = (event: PointerEvent) => {
    const to = dragging !== null && marks ? toPhoto(event) : null;
    if (to && marks && dragging !== null) onMove(moveMark(marks, dragging, to, size), dragging);
  };
  const endDrag = () => {
    if (dragging !== null && marks) announce(dragging, markAt(marks, dragging));
    setDragging(null);
  };

  return (
    <div ref={ref}>
      <svg
        ref={svg}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full touch-none select-none rounded-lg bg-surface-alt"
        role="group"
        aria-label={t('overlayLabel')}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <image href={url} width={width} height={height} />
        {marks ? (
          <>
            <polygon points={pointList(marks.corners)} fill="rgba(27,95,217,0.10)" stroke="#1b5fd9" strokeWidth={unit} />
            {outline.length > 0 ? (
              <polygon
                points={pointList(outline)}
                fill="rgba(245,158,11,0.15)"
                stroke="#d97706"
                strokeWidth={unit}
                strokeLinejoin="round"
              />
            ) : null}
            <line
              x1={marks.heel.x}
              y1={marks.heel.y}
              x2={marks.toe.x}
              y2={marks.toe.y}
              stroke="#dc2626"
              strokeWidth={unit}
              strokeDasharray={`${unit * 3} ${unit * 2}`}
            />
            {markIds.map((id) => {
              const at = markAt(marks, id);
              const colour = typeof id === 'number' ? '#1b5fd9' : '#dc2626';
              return (
                <g
                  key={id}
                  role="button"
                  tabIndex={0}
                  aria-label={label(id)}
                  aria-describedby={hintId}
                  data-mark={id}
                  data-x={at.x.toFixed(1)}
                  data-y={at.y.toFixed(1)}
                  className="cursor-grab outline-none"
                  onKeyDown={onKeyDown(id)}
                  onFocus={() => {
                    setFocused(id);
                    announce(id, at);
                  }}
                  onBlur={() => setFocused(null)}
                  onPointerDown={(event) => {
                    event.currentTarget.setPointerCapture?.(event.pointerId);
                    setDragging(id);
                  }}
                >
                  <circle cx={at.x} cy={at.y} r={reach} fill="transparent" data-touch-area />
                  {focused === id ? (
                    <circle cx={at.x} cy={at.y} r={unit * 7.5} fill="none" stroke="#111827" strokeWidth={unit * 1.5} />
                  ) : null}
                  <circle cx={at.x} cy={at.y} r={unit * 5} fill="rgba(255,255,255,0.85)" stroke={colour} strokeWidth={unit * 1.5} />
                  <circle cx={at.x} cy={at.y} r={unit * 1.2} fill={colour} />
                </g>
              );
            })}
          </>
        ) : null}
      </svg>
      <p aria-live="polite" className="sr-only" data-testid="mark-position">
        {spoken}
      </p>
    </div>
  );
}
