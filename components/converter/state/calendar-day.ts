/**
 * A calendar day (`2026-11-27`) as the values of the `Chart.calendarDay` message, which writes it
 * as the page's language writes a long date. The message does it rather than `Intl.DateTimeFormat`:
 * the first one a page builds starts the browser's date service, a long task during the charts'
 * hydration on a phone (bench/RESULTS.md).
 */
export function calendarDayValues(isoDay: string): { year: string; month: string; day: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new Error(`not a calendar day: ${isoDay}`);
  const [, year, month, day] = match;
  return { year: year!, month: String(Number(month)), day: String(Number(day)) };
}
