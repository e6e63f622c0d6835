import { Icon } from './icon';

/** The site's mark and name. Decorative: the link around it carries the accessible name. */
export function Logo({ name, nameClassName = '' }: { name: string; nameClassName?: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-2 font-semibold text-ink">
      <Icon id="logo" className="h-8 w-8 shrink-0" />
      <span className={`text-lg tracking-tight ${nameClassName}`}>{name}</span>
    </span>
  );
}
