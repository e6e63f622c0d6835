import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { locales } from '@/lib/i18n/routing';
import { calendarDayValues } from '@/components/converter/state/calendar-day';

async function chartMessages(locale: string) {
  return (await import(`@/messages/${locale}.json`)).default as typeof import('@/messages/en.json');
}

describe('a calendar day written from the messages', () => {
  it('reads exactly as Intl.DateTimeFormat writes a long date, in every locale and month', { timeout: 30_000 }, async () => {
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: await chartMessages(locale), namespace: 'Chart' });
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        for (const day of [9, 27]) {
          const iso = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(t('calendarDay', calendarDayValues(iso)), `${locale} ${iso}`).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
        }
      }
    }
  });

  it('refuses what is not a calendar day', () => {
    expect(() => calendarDayValues('27/11/2026')).toThrow(/not a calendar day/);
  });
});
