import type { ReactNode } from 'react';

export function PageIntro({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  return (
    <div className="mb-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {actions}
      </div>
      {intro ? <p className="mt-4 max-w-3xl text-lg text-ink-muted">{intro}</p> : null}
    </div>
  );
}

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-page px-4 py-10">{children}</div>;
}
