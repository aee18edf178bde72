import { expect, test } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { SchoolworkPage } from './pages/SchoolworkPage';
import { StoriesPage } from './pages/StoriesPage';
import { WritingPage } from './pages/WritingPage';

// Whole journeys on a shared 2-core machine: give each one room.
test.describe.configure({ timeout: 120_000 });

const STORY = 'If I could fly I would zoom over the sea and wave at the whales.';

test('a child writes a story with two pictures, saves it and finds it on the shelf', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.smallButton('My Stories').click();
  const shelf = new StoriesPage(page);
  await expect(shelf.empty).toContainText("You haven't written any stories yet");
  await shelf.empty.getByRole('button', { name: 'Write a Story' }).click();

  const writing = new WritingPage(page);
  await expect(writing.header.title).toHaveText('Writing');
  // Age 6 by default: the three 6-8 prompts and Free Writing.
  for (const title of ['If I Could Fly', 'My Best Friend', 'The Magic Door']) await expect(writing.idea(new RegExp(title))).toBeVisible();
  await expect(writing.idea(/Free Writing/)).toBeVisible();
  await writing.idea(/If I Could Fly/).click();
  await expect(page.getByRole('heading', { name: 'If I Could Fly' })).toBeVisible();

  await writing.save.click();
  await expect(page.getByTestId('toast')).toContainText('Add Some Writing');
  await expect(page.getByTestId('toast')).toContainText('Write something first, then save your story!');

  await writing.story.fill(STORY);
  await expect(writing.wordCount).toHaveText('15 words');

  await writing.findPictures.click();
  await expect(page.getByTestId('openmoji-credit')).toContainText('OpenMoji');
  await writing.searchBox.fill('   ');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  const { images } = await writing.search('whale');
  await expect(page.getByTestId('toast')).toContainText('Images Found!');
  await expect(page.getByTestId('toast')).toContainText(`Found ${images.length} pictures for your story`);
  await expect(writing.results.first().locator('img')).toHaveAttribute('src', images[0]!.url);
  expect(await writing.results.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await writing.results.first().click();
  await expect(page.getByTestId('toast')).toContainText('Image Added!');
  await expect(page.getByTestId('toast')).toContainText('Picture added to your story');
  await expect(writing.results.first()).toBeDisabled();

  const bird = await writing.search('bird');
  await writing.results.first().click();
  await page.getByRole('button', { name: 'Back to My Story' }).click();
  await expect(writing.pictures).toHaveCount(2);
  await expect(writing.story).toHaveValue(STORY);

  // Remove one and add it back.
  await page.getByRole('button', { name: `Remove ${bird.images[0]!.alt}` }).click();
  await expect(writing.pictures).toHaveCount(1);
  await writing.findPictures.click();
  await writing.search('bird');
  await writing.results.first().click();
  await page.getByRole('button', { name: 'Back to My Story' }).click();
  await expect(writing.pictures).toHaveCount(2);

  await writing.save.click();
  await expect(page.getByTestId('toast')).toContainText('Story Saved!');
  await expect(page.getByTestId('toast')).toContainText('Your wonderful story has been saved');
  await expect(writing.idea(/If I Could Fly/)).toBeVisible();
  await writing.idea(/Free Writing/).click();
  await expect(writing.story).toHaveValue('');
  await expect(writing.title).toHaveValue('');
  await expect(writing.pictures).toHaveCount(0);
  await page.getByRole('button', { name: 'Writing Ideas' }).click();

  await page.getByRole('button', { name: 'My Stories' }).click();
  await expect(shelf.header.title).toHaveText('My Stories');
  await expect(shelf.books).toHaveCount(1);
  await shelf.book('If I Could Fly').click();
  await expect(shelf.openStory.getByRole('heading', { name: 'If I Could Fly' })).toBeVisible();
  await expect(shelf.openStory).toContainText(STORY);
  await expect(shelf.openStory.getByRole('list', { name: 'Story pictures' }).getByRole('img')).toHaveCount(2);
  await expect(shelf.openStory.getByRole('button', { name: 'Read My Story Aloud' })).toBeVisible();
});

test('writing is reachable from Schoolwork and a failed save or search shows a toast', async ({ page }) => {
  const school = new SchoolworkPage(page);
  await school.open();
  await school.subject('Writing').click();
  const writing = new WritingPage(page);
  await writing.idea(/Free Writing/).click();
  await writing.title.fill('The Moon Cat');
  await writing.story.fill('A cat lived on the moon.');
  await page.route('**/api/writing/save-story', (route) => route.fulfill({ status: 500, body: 'down' }));
  await writing.save.click();
  await expect(page.getByTestId('toast')).toContainText('Save Failed');
  await expect(page.getByTestId('toast')).toContainText('Could not save your story. Please try again!');
  await expect(writing.story).toHaveValue('A cat lived on the moon.');
  await page.route('**/api/writing/search-images', (route) => route.fulfill({ status: 500, body: 'down' }));
  await writing.findPictures.click();
  await writing.searchBox.fill('moon');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('Search Failed');
  await expect(page.getByTestId('toast')).toContainText('Could not find images right now. Try a different search!');
  await writing.header.back.click();
  await expect(school.subject('Writing')).toBeVisible();
});
