import { chromium } from '@playwright/test';
import { waitForHydration } from '../../tests/e2e/helpers';
import { chromiumFlags, chromiumPath } from './processes';

/** One size chosen: from the key press to the frame that shows its answer, and to the answer in the DOM. */
export type ChoiceTiming = { paintedMs: number; inDomMs: number; answer: string };

export type ChoiceRun = { timings: ChoiceTiming[]; answerInView: boolean };

/**
 * Records each choice in `window.__benchChoices`. Plain JavaScript, not a function: tsx would wrap
 * the named functions of a function in a helper (`__name`) that the page does not have.
 */
const instrumentation = String.raw`(() => {
  const answerText = () => document.querySelector('[data-testid="result-title"]')?.textContent ?? null;
  const choices = [];
  window.__benchChoices = choices;
  let pending = null;
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement && event.target.name === 'size')
      pending = { start: event.timeStamp, before: answerText(), choice: '' };
  }, true);
  document.addEventListener('input', (event) => {
    if (pending && event.target instanceof HTMLSelectElement) pending.choice = event.target.selectedOptions[0]?.textContent ?? '';
  }, true);
  // React commits an answer in one go, so the first change of its title is the new answer.
  new MutationObserver(() => {
    const answer = answerText();
    if (!pending || answer === null || answer === pending.before) return;
    const { start, choice } = pending;
    pending = null;
    const inDom = performance.now();
    requestAnimationFrame(() => {
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => choices.push({ paintedMs: performance.now() - start, inDomMs: inDom - start, answer, choice });
      afterPaint.port2.postMessage(null);
    });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

declare global {
  interface Window {
    __benchChoices?: (ChoiceTiming & { choice: string })[];
  }
}

/**
 * Chooses `choices` sizes one after another on a converter page, with the page's CPU slowed
 * `cpuRate` times (DevTools' `Emulation.setCPUThrottlingRate`), and times each from the key press
 * to the answer painted.
 *
 * The sizes are chosen with the arrow keys on the focused size select (which converts at each
 * press): real key presses reach the page through the browser's input pipeline, so a busy main
 * thread delays them as it would a visitor's, and the event's time stamp is the press itself.
 * (Playwright's `selectOption` dispatches its events from a script already running on the page,
 * which would skip that wait.) The end is a task queued from the `requestAnimationFrame` after
 * the DOM shows the new answer: it runs once that frame has been painted. Event Timing's
 * duration was not used because it ends at the first paint after the handlers, which is not the
 * answer's paint if the answer is ever rendered later (a transition, a chunk still loading).
 */
export async function timeSizeChoices(url: string, options: { choices: number; cpuRate: number }): Promise<ChoiceRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(url);
    await waitForHydration(page);
    const select = page.locator('select[name="size"]');
    if ((await select.count()) !== 1) throw new Error(`${url} has ${await select.count()} size selects, not one`);
    await page.evaluate(instrumentation);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuRate });
    await select.focus();
    const optionCount = await select.locator('option').count();
    let direction: 'ArrowDown' | 'ArrowUp' = 'ArrowDown';
    for (let index = 0; index < options.choices; index++) {
      const selected = await select.evaluate((element: HTMLSelectElement) => element.selectedIndex);
      if (selected >= optionCount - 1) direction = 'ArrowUp';
      if (selected <= 1 && index > 0) direction = 'ArrowDown';
      await page.keyboard.press(direction);
      await page.waitForFunction((done) => (window.__benchChoices?.length ?? 0) > done, index, { timeout: 30_000 });
      // Before the next press, let the page settle as it would between a visitor's choices.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    }
    const recorded = await page.evaluate(() => window.__benchChoices ?? []);
    for (const { answer, choice } of recorded) {
      // The answer's title names the size chosen ("Men's US 9"): a check that each timing is of the right answer.
      if (!choice || !answer.endsWith(` ${choice}`)) throw new Error(`choosing ${JSON.stringify(choice)} showed ${JSON.stringify(answer)}`);
    }
    const answerInView = await page
      .locator('[data-testid="result-title"]')
      .evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight);
    return { timings: recorded.map(({ paintedMs, inDomMs, answer }) => ({ paintedMs, inDomMs, answer })), answerInView };
  } finally {
    await browser.close();
  }
}
