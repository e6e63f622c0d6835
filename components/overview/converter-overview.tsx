import { Link } from '@/lib/i18n/server-link';
import { PageContainer, PageIntro } from '@/components/layout/page-intro';

export interface OverviewItem {
  href: string;
  title: string;
  /** What the converter is for, in a line or two. */
  line: string;
}

/** /country and /brand: every converter of the group, each with what it is for. */
export function ConverterOverview({ title, intro, items }: { title: string; intro: string; items: OverviewItem[] }) {
  return (
    <PageContainer>
      <PageIntro title={title} intro={intro} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href} className="min-w-0">
            <Link
              href={item.href}
              className="block h-full rounded-xl border border-surface-line p-4 hover:border-brand-500 hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="block font-semibold text-brand-700">{item.title}</span>
              <span className="mt-1 block text-sm text-ink-muted">{item.line}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
