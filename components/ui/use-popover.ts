'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * State for a small disclosure popover (a button and the panel it opens): closes on a pointer
 * press outside it and on Escape. Spread `rootProps` on the wrapper around button and panel.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const rootProps = {
    ref: root,
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') setOpen(false);
    },
  };
  return { open, setOpen, panelId, rootProps };
}
