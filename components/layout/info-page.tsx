import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageContainer, PageIntro } from './page-intro';

/** A titled section; `children` (a control, say) follow its text. */
export type InfoSection = { title: string; text: string; children?: ReactNode };

/** A text page (privacy, terms, refund, about): a heading, an introduction and titled sections. */
export function InfoPage({ title, intro, sections, path }: { title: string; intro: string; sections: InfoSection[]; path: string }) {
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: title, path }]} />
      <PageIntro title={title} intro={intro} />
      <div className="max-w-3xl space-y-8">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-xl font-semibold text-ink">{section.title}</h2>
            <p className="mt-2 leading-relaxed text-ink-muted">{section.text}</p>
            {section.children}
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
