import Image from 'next/image';

/**
 * The page image through Next's optimizer, which serves it in the configured widths (640–3840,
 * icons 16–384) at quality 75; `sizes` lets the browser pick the width the layout needs.
 */
export function ContentImage({ src, alt, priority = false }: { src: string; alt: string; priority?: boolean }) {
  return (
    <div className="relative aspect-[40/21] w-full overflow-hidden rounded-2xl bg-surface-alt">
      <Image src={src} alt={alt} fill sizes="(min-width: 1024px) 896px, 100vw" quality={75} priority={priority} className="object-cover" />
    </div>
  );
}
