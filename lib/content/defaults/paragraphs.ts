import 'server-only';
import type { ChartSource, SystemId } from '@/lib/sizes';
import { systemKey } from '@/lib/converter/message-keys';
import type { Locale } from '@/lib/i18n/routing';
import type { AppTranslator } from './translator';

/** Small helpers the page builders share: HTML paragraphs, size labels, lists and source notes. */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

export function paragraphs(texts: string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
}

/** "US 9", "JP 26.5": a size with its system's short name, as the converter writes it. */
export function sizeLabel(t: AppTranslator, system: SystemId, label: string): string {
  return t('ConverterUi.summaryItem', { system: t(`SizeSystems.short.${systemKey[system]}`), size: label });
}

export function joinList(locale: Locale, items: string[]): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

export function confidenceText(t: AppTranslator, source: ChartSource): string {
  return t(`ContentDefaults.confidence.${source.confidence}`);
}

export function sourcesParagraph(t: AppTranslator, source: ChartSource): string {
  return t('ContentDefaults.sources', { source: source.title, confidence: confidenceText(t, source) });
}

export function checkedDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The paragraphs every converter page ends with: how the systems step, how to measure, how shoes fit. */
export function sharedParagraphs(t: AppTranslator): { steps: string; measure: string; fit: string } {
  return { steps: t('ContentDefaults.steps'), measure: t('ContentDefaults.measure'), fit: t('ContentDefaults.fit') };
}

export function sharedFaqs(t: AppTranslator) {
  return {
    measure: { question: t('ContentDefaults.faq.measureQ'), answer: t('ContentDefaults.faq.measureA') },
    disagree: { question: t('ContentDefaults.faq.disagreeQ'), answer: t('ContentDefaults.faq.disagreeA') },
    between: { question: t('ContentDefaults.faq.betweenQ'), answer: t('ContentDefaults.faq.betweenA') },
  };
}
