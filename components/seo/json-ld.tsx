/**
 * A JSON-LD block. `<` is escaped so no value can close the script element; the block is data
 * (type application/ld+json), which browsers never run, so the CSP's script-src does not apply.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
