import type { ReactNode } from 'react';

export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-sm text-ink-muted">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
