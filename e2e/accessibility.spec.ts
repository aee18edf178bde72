import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { HomePage } from './pages/HomePage';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('home has no serious accessibility problems', async ({ page }) => {
  await new HomePage(page).open();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the chat has no serious accessibility problems', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.tile(/Ask Anything/).click();
  await expect(page.getByText('Start a conversation!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
