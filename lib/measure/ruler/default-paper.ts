import type { PaperId } from './ruler-layout';

/**
 * The paper both measuring pages (the printed ruler and the photo measurer) start on: US Letter for
 * English, whose readers here are mostly in the United States and Canada where Letter is the paper
 * at hand, A4 for every other language, each mostly read where A4 is the norm. The visitor can switch.
 */
export function defaultPaper(locale: string): PaperId {
  return locale === 'en' ? 'letter' : 'a4';
}
