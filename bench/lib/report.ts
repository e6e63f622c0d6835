import { describeTarget, evaluate, formatNumber, formatRatio, type Target } from './measures';

/** One line of the report: the site's figure beside the baseline's, and the target when the issue sets one. */
export type Row = {
  measure: string;
  page: string;
  site: number;
  baseline?: number | null;
  baselineName?: string;
  unit?: string;
  digits?: number;
  target?: Target;
};

export type Machine = { date: string; cpu: string; cores: number; node: string; command: string };

function verdict(row: Row): string {
  if (!row.target) return '';
  return evaluate(row.site, row.baseline, row.target).pass ? 'pass' : '**FAIL**';
}

function ratioOf(row: Row): string {
  return formatRatio(evaluate(row.site, row.baseline, { kind: 'at-least', limit: 0 }).ratio);
}

function cells(row: Row): string[] {
  const unit = row.unit ? ` ${row.unit}` : '';
  const baseline = row.baseline === undefined || row.baseline === null ? '–' : `${formatNumber(row.baseline, row.digits)}${unit}`;
  return [
    row.measure,
    row.page,
    `${formatNumber(row.site, row.digits)}${unit}`,
    row.baselineName ? `${baseline} (${row.baselineName})` : baseline,
    ratioOf(row),
    row.target ? describeTarget(row.target, unit) : '',
    verdict(row),
  ];
}

/** The rows as a Markdown table (also readable on a terminal). */
export function markdownTable(rows: readonly Row[]): string {
  const header = ['measure', 'page', 'site', 'baseline', 'ratio', 'target', 'result'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${cells(row).join(' | ')} |`);
  return lines.join('\n');
}

export function summary(rows: readonly Row[]): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const row of rows) {
    if (!row.target) continue;
    if (evaluate(row.site, row.baseline, row.target).pass) passed++;
    else failed++;
  }
  return { passed, failed };
}

const startMarker = '<!-- bench:latest:start -->';
const endMarker = '<!-- bench:latest:end -->';

/** The latest run's section, written between markers so the hand-written history around it stays. */
export function replaceLatest(document: string, section: string): string {
  const block = `${startMarker}\n${section.trim()}\n${endMarker}`;
  const start = document.indexOf(startMarker);
  const end = document.indexOf(endMarker);
  if (start === -1 || end === -1 || end < start) return `${document.trimEnd()}\n\n${block}\n`;
  return document.slice(0, start) + block + document.slice(end + endMarker.length);
}

export function latestSection(machine: Machine, rows: readonly Row[], notes: readonly string[]): string {
  const { passed, failed } = summary(rows);
  return [
    `## Latest run: ${machine.date}`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}`,
    `- Command: \`${machine.command}\``,
    `- Targets: ${passed} passed, ${failed} failed`,
    ...notes.map((note) => `- ${note}`),
    '',
    markdownTable(rows),
  ].join('\n');
}
