import { flagCountries } from '@/lib/i18n/flags';
import { flagSvg } from '@/lib/i18n/flag-svg';

// Rendered at build time, one file per flag; any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return flagCountries.map((code) => ({ file: `${code}.svg` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = flagSvg((await params).file);
  if (svg === null) return new Response('Not found', { status: 404 });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
}
