/**
 * The first reply on a fresh page (issue 17): a new tab opens Home, goes to Ask Anything and sends a question;
 * the time is from Enter to McKenzie's reply on screen. The first run comes right after the server started.
 * Headless Chromium at tablet size, through Playwright, with the system Chromium (or Playwright's own).
 */
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '../../client/lib/storageKeys';
import { chromePath } from './lighthouse';
import { printRow } from './process';

const GOAL_MS = 300;

export async function benchFirstReply(baseUrl: string, runs = 6): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: await chromePath() });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
      // A returning child: Home, not the intro.
      await context.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.hasSeenWelcome);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await page.getByRole('navigation', { name: 'Things to do' }).getByRole('button', { name: /Ask Anything/ }).click();
      const input = page.getByRole('textbox', { name: 'Your message' });
      await input.fill(`why is the sky blue (${i + 1})`);
      const sent = Date.now();
      await input.press('Enter');
      await page.locator('[data-from="companion"]').first().waitFor({ timeout: 30_000 });
      times.push(Date.now() - sent);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`\nFirst reply on a fresh page, Enter to the reply shown (${runs} new tabs, the first right after a server start):`);
  console.log(`  ${times.map((ms) => `${ms} ms`).join(', ')}`);
  const worst = Math.max(...times);
  printRow('first reply on a fresh page, worst of the runs', `${worst} ms`, `≤ ${GOAL_MS} ms every time`, worst <= GOAL_MS);
  return times;
}
