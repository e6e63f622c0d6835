import type { ReactNode } from 'react';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { SaveConverterButton } from './save-converter-button';

/** The frame shared by every converter page: heading, introduction, the star, then the tool, with its breadcrumb data. */
export function ConverterPage({
  title,
  intro,
  path,
  children,
}: {
  title: string;
  intro: string;
  /** Locale-free path, the key under which the star saves this page. */
  path: string;
  children?: ReactNode;
}) {
  return (
    <PageContainer>
      <Breadcrumbs trail={[{ name: title, path }]} />
      <PageIntro title={title} intro={intro} actions={<SaveConverterButton path={path} />} />
      {children}
    </PageContainer>
  );
}
