import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { MakeItMinePage } from './pages/MakeItMinePage';

test.describe.configure({ timeout: 120_000 });

test('a new child meets McKenzie, says who they are and makes the app their own', async ({ page }) => {
  const home = new HomePage(page);
  const mine = new MakeItMinePage(page);

  // A brand-new child sees the intro first, and skips it.
  await page.goto('/');
  // The first page of a fresh server on a busy machine can take a while.
  await expect(mine.intro).toBeVisible({ timeout: 30_000 });
  await expect(mine.intro.getByRole('button', { name: 'Play' })).toBeVisible();
  await mine.intro.getByRole('button', { name: 'Skip Video' }).click();
  await expect(mine.intro).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('has_seen_welcome'))).toBe('true');

  // The name screen: a name and an age; Enter says hello.
  await mine.expectSection('My Name');
  await expect(mine.age(6)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Type your name first' })).toBeDisabled();
  await mine.nameInput.fill('Maya');
  await mine.age(7).click();
  await mine.nameInput.press('Enter');
  await expect(home.greeting).toHaveText('Hi Maya!');
  await expect.poll(() => mine.profile()).toMatchObject({ name: 'Maya', age: 7, uiLanguage: 'en' });
  expect(await page.evaluate(() => [localStorage.getItem('child_name'), localStorage.getItem('childAge'), localStorage.getItem('child_language')])).toEqual(['Maya', '7', 'en']);

  // Customize McKenzie: a deep skin tone, saved, and she looks like that on Home too.
  await home.smallButton('Customize').click();
  await mine.expectSection('Customize');
  await page.getByRole('button', { name: 'Deep' }).click();
  await expect(mine.preview).toHaveAttribute('data-skin', 'deep');
  await page.getByRole('button', { name: 'Save My McKenzie' }).click();
  await expect(mine.toast()).toContainText('Settings Saved!');
  await expect.poll(() => mine.profile()).toMatchObject({ customization: { skinColor: 'deep', language: 'english', voiceSpeed: 'normal' } });
  await mine.closeSection();
  await expect(home.greeting).toHaveText('Hi Maya!');
  expect(await page.locator('main svg[role="img"]').first().innerHTML()).toContain('#4a2617');

  // The avatar maker: braids, saved; the popup says so; 'Unsave and Edit' turns the popups off.
  await home.smallButton('3D Avatar').click();
  await mine.expectSection('Avatar');
  await expect(mine.avatarCanvas).toHaveAttribute('width', '400');
  await expect(mine.avatarCanvas).toHaveAttribute('height', '550');
  await page.getByRole('button', { name: 'Braids' }).click();
  await page.getByRole('button', { name: 'Save Avatar' }).click();
  await expect(mine.popup).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect.poll(() => mine.profile()).toMatchObject({ avatar: { hairStyle: 'braids', saved: true } });
  expect(await page.evaluate(() => localStorage.getItem('avatarSaved'))).toBe('true');
  await page.getByRole('button', { name: 'Unsave and Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save Avatar' })).toBeEnabled();
  await expect(mine.popup).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('avatarSaved'))).toBe('false');

  // Voice Settings: a lower pitch is saved, then Reset brings back 1.9 / 0.75 / 0.9.
  await mine.closeSection();
  await home.smallButton('Voice').click();
  await mine.expectSection('Voice');
  await mine.slider('Pitch').fill('1.2');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mine.toast()).toContainText('Settings Saved!');
  await expect.poll(() => mine.profile()).toMatchObject({ voiceSettings: { pitch: 1.2 } });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(mine.toast()).toContainText('Voice reset to normal!');
  await expect.poll(() => mine.profile()).toMatchObject({ voiceSettings: { pitch: 1.9, rate: 0.75, volume: 0.9 } });
  await expect(mine.slider('Pitch')).toHaveValue('1.9');

  // Voice Magic: a test shows 'Testing...' for 3 s; Back to Home.
  await page.getByRole('button', { name: 'Voice Magic' }).click();
  await page.getByRole('button', { name: /Whisper/ }).click();
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Testing...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Test', exact: true })).toBeEnabled({ timeout: 6000 });
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(home.greeting).toHaveText('Hi Maya!');
});

test('the Home button brings the intro back while the name is missing', async ({ page }) => {
  const home = new HomePage(page);
  const mine = new MakeItMinePage(page);
  await home.open();
  await expect(home.greeting).toHaveText('Hi Friend!');
  await expect(mine.intro).toBeHidden();
  await home.smallButton('Voice').click();
  await mine.header.home.click();
  await expect(mine.intro).toBeVisible();
  await mine.intro.getByRole('button', { name: 'Continue' }).click();
  await mine.expectSection('My Name');
});
