import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';

test("a cleared browser gets the child's profile back from the server", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(home.greeting).toHaveText('Hi Friend!');

  // The child's name and age are saved in the profile on the server (as the name screen does).
  const saved = await page.evaluate(async () => {
    const response = await fetch('/api/user/current/profile', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Maya', age: 7, uiLanguage: 'en' }),
    });
    return response.status;
  });
  expect(saved).toBe(200);
  await page.reload();
  await expect(home.greeting).toHaveText('Hi Maya!');
  expect(await page.evaluate(() => localStorage.getItem('child_name'))).toBe('Maya');
  expect(await page.evaluate(() => localStorage.getItem('child_age'))).toBe('7');

  // Clearing the browser's storage keeps the cookie: the profile comes back from the server.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(home.greeting).toHaveText('Hi Maya!');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('child_name'))).toBe('Maya');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('childAge'))).toBe('7');
});

test('a name this browser remembered from before moves into the profile once', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('child_name', 'Leo');
      localStorage.setItem('child_age', '5');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const home = new HomePage(page);
  await home.open();
  await expect(home.greeting).toHaveText('Hi Leo!');
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch('/api/user/current/profile')).json()) as { name: string | null; age: number | null }))
    .toMatchObject({ name: 'Leo', age: 5 });
});
