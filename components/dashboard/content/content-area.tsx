'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { BlogEditor } from './blog-editor';
import { ContentEditor } from './content-editor';
import { SiteMapStatus } from './site-map-status';

const tabs = ['pages', 'blog', 'siteMap'] as const;
type Tab = (typeof tabs)[number];

/** The admin's content area: page editor, blog and site map, as tabs. */
export function ContentArea() {
  const t = useTranslations('ContentAdmin');
  const [tab, setTab] = useState<Tab>('pages');
  const [editing, setEditing] = useState<string | undefined>();
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t('heading')}</h1>
      <div role="tablist" aria-label={t('heading')} className="mt-4 flex flex-wrap gap-2 border-b border-surface-line">
        {tabs.map((id) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            onClick={() => setTab(id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${tab === id ? 'border-brand-600 font-semibold text-brand-700' : 'border-transparent text-ink-muted'}`}
          >
            {t(`tab.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-6">
        {tab === 'pages' ? <ContentEditor key={editing} initialCategory={editing} /> : null}
        {tab === 'blog' ? <BlogEditor /> : null}
        {tab === 'siteMap' ? (
          <SiteMapStatus
            onEdit={(category) => {
              setEditing(category);
              setTab(category.startsWith('blog-') ? 'blog' : 'pages');
            }}
          />
        ) : null}
      </div>
    </>
  );
}
