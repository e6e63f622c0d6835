/** A small count beside a link; the visible number is backed by a full sentence for screen readers. */
export function UnreadBadge({ count, label }: { count: number; label: string }) {
  if (count < 1) return null;
  return (
    <span className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
