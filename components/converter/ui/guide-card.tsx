import type { ReactNode } from 'react';

/** A titled card below a converter (measuring guide, kids' guide, conventions, country notes). */
export function GuideCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-surface-line p-6">
      <h2 id={id} className="text-xl font-semibold text-ink sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
