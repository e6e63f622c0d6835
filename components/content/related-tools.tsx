import { Link } from '@/lib/i18n/server-link';
import type { RelatedTool } from '@/lib/content/types';

const isExternal = (link: string) => /^https?:\/\//.test(link);

export function RelatedTools({ heading, tools }: { heading: string; tools: RelatedTool[] }) {
  return (
    <nav aria-labelledby="related-tools-heading" className="mt-10">
      <h2 id="related-tools-heading" className="text-xl font-semibold text-ink sm:text-2xl">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {tools.map((tool) => (
          <li key={tool.link}>
            {isExternal(tool.link) ? (
              <a href={tool.link} rel="noopener noreferrer nofollow" className="chip-link">
                {tool.title}
              </a>
            ) : (
              <Link href={tool.link} className="chip-link">
                {tool.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
