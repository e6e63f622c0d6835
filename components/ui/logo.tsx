/** The site's mark and name. Decorative: the link around it carries the accessible name. */
export function Logo({ name, nameClassName = '' }: { name: string; nameClassName?: string }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-ink">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#1b5fd9" />
        <path d="M14 40c0-3 2-5 5-5h9l6-12c1-2 4-2 5 0l3 6c1 2 3 3 5 3h3c2 0 4 2 4 4v4c0 2-2 4-4 4H18c-2 0-4-2-4-4z" fill="#fff" />
        <path d="M14 46h36" stroke="#bcdaff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={`text-lg tracking-tight ${nameClassName}`}>{name}</span>
    </span>
  );
}
