export type QualityEntry = { token: string; weight: number; index: number };

/**
 * The entries of a header that lists tokens with optional weights (RFC 9110, section 12.4.2:
 * Accept-Encoding, Accept-Language), in the header's order: each token lower-cased, its weight
 * (`q`; 1 when absent, 0 when unreadable) and its place in the list. Empty entries are skipped.
 */
export function qualityList(header: string | null | undefined): QualityEntry[] {
  const entries: QualityEntry[] = [];
  for (const [index, part] of (header ?? '').split(',').entries()) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const quality = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    entries.push({ token: token.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index });
  }
  return entries;
}
