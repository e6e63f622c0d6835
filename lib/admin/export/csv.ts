/**
 * RFC 4180 CSV: every field quoted, quotes doubled, CRLF line ends, with a BOM so spreadsheet
 * programs read UTF-8. A field that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets
 * a leading apostrophe, so an exported message cannot execute in the admin's spreadsheet.
 */
export function toCsv(header: string[], rows: ReadonlyArray<ReadonlyArray<string | null>>): string {
  const field = (value: string | null) => {
    const text = value ?? '';
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
