/** The symbols of public/icons.svg; a unit test checks that each one is in the file. */
export const iconIds = ['logo', 'star', 'chevron', 'menu', 'close', 'facebook', 'instagram', 'x', 'pinterest'] as const;
export type IconId = (typeof iconIds)[number];

/**
 * A decorative icon drawn from the site's sprite (public/icons.svg), which the browser fetches and
 * caches once, instead of the same paths inline in every page's HTML and again in its flight data.
 * `fill` reaches symbols that leave it open (the star: outlined or filled).
 */
export function Icon({ id, className, fill }: { id: IconId; className?: string; fill?: string }) {
  return (
    <svg aria-hidden="true" className={className} fill={fill}>
      <use href={`/icons.svg#${id}`} />
    </svg>
  );
}
