import { getImageProps } from 'next/image';

/**
 * The page image through Next's optimizer, which serves it in the configured widths (640–3840,
 * icons 16–384) at quality 75; `sizes` lets the browser pick the width the layout needs. A plain
 * `<img>` with the props `next/image` would give it: the component itself only adds client
 * JavaScript (about 4 KB on every page with content) for what the browser does on its own here.
 */
export function ContentImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  const { props } = getImageProps({ src, alt, fill: true, sizes: '(min-width: 1024px) 896px, 100vw', quality: 75, priority });
  return (
    <div className="relative aspect-[40/21] w-full overflow-hidden rounded-2xl bg-surface-alt">
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props are next/image's own, alt included */}
      <img {...props} className="object-cover" />
    </div>
  );
}
