import { expect, test } from '@playwright/test';
import { LITTLE_SEED } from '../content/reading/stories/builtIn';
import { MIDDLE_STORIES } from '../content/reading/stories/middle';
import { ReadingPage } from './pages/ReadingPage';
import { SchoolworkPage } from './pages/SchoolworkPage';

// Whole journeys on a shared 2-core machine: give each one room.
test.describe.configure({ timeout: 120_000 });

test('a child reads The Little Seed to its questions and results', async ({ page }) => {
  const school = new SchoolworkPage(page);
  const generated = page.waitForResponse((r) => r.url().endsWith('/api/reading/generate-stories'));
  await school.open();
  await school.subject('Reading').click();
  const reading = new ReadingPage(page);
  await expect(reading.header.title).toHaveText('Reading');
  const { stories } = (await (await generated).json()) as { stories: { id: string; title: string }[] };
  await expect(school.toast()).toContainText('Stories Ready!');
  await expect(school.toast()).toContainText(`Generated ${stories.length} age-appropriate stories`);
  // The built-in three and every story for the child's band (the generated ones are among them).
  await expect(reading.stories).toHaveCount(3 + MIDDLE_STORIES.length);
  await expect(reading.story(stories[0]!.title)).toBeVisible();

  await reading.story('The Little Seed').click();
  await expect(page.getByRole('heading', { name: 'The Little Seed' })).toBeVisible();
  await expect(reading.previous).toBeDisabled();
  const pages = await reading.readToTheEnd();
  // Age 6 (the default) reads about 25 words a page, each page ending at a sentence.
  for (const text of pages) expect(text.trim()).toMatch(/[.!?]["'”’]?$/);
  expect(pages[0]!.split(/\s+/).length).toBeGreaterThanOrEqual(15);
  expect(pages[0]!.split(/\s+/).length).toBeLessThanOrEqual(38);
  // The list led with stories for ages 6–8 and said so.
  await page.getByRole('button', { name: 'All Stories' }).click();
  await expect(page.getByTestId('band-note')).toContainText('stories for ages 6–8 come first');
  for (let i = 0; i < 5; i += 1) await expect(reading.stories.nth(i)).toHaveAttribute('data-age-group', '6-8 years');
  await reading.story('The Little Seed').click();
  await reading.readToTheEnd();
  expect(pages.join(' ').split(/\s+/)).toHaveLength(LITTLE_SEED.wordCount);
  await expect(reading.pageIndicator).toHaveText(`Page ${pages.length} of ${pages.length}`);

  await reading.answerQuestions.click();
  const questions = LITTLE_SEED.comprehensionQuestions;
  await expect(reading.questionTitle).toHaveText(`Question 1 of ${questions.length}`);
  // Back from the questions returns to the story.
  await page.getByRole('button', { name: 'Back to the Story' }).click();
  await expect(reading.answerQuestions).toBeVisible();
  await reading.answerQuestions.click();

  for (const [i, question] of questions.entries()) {
    await expect(reading.questionTitle).toHaveText(`Question ${i + 1} of ${questions.length}`);
    await expect(page.getByText(question.question)).toBeVisible();
    const pick = i === 0 ? question.options[(question.correctAnswer + 1) % 4]! : question.options[question.correctAnswer];
    await reading.choice(pick).click();
  }
  const results = page.getByTestId('reading-results');
  await expect(results.getByRole('heading', { name: 'Great Job Reading!' })).toBeVisible();
  const right = questions.length - 1;
  await expect(results).toContainText(`You got ${right} out of ${questions.length} questions right!`);
  const percent = Math.round((right / questions.length) * 100);
  await expect(page.getByTestId('reading-percent')).toHaveText(`${percent}%`);
  await expect(page.getByTestId('reading-emoji')).toHaveText(percent >= 80 ? '🌟' : percent >= 60 ? '😊' : '💪');

  await page.getByRole('button', { name: 'Read Another Story' }).click();
  await expect(reading.story('The Little Seed')).toBeVisible();
  await expect(reading.stories).toHaveCount(3 + MIDDLE_STORIES.length);

  await reading.story('The Little Seed').click();
  await page.getByRole('button', { name: 'All Stories' }).click();
  await expect(reading.stories.first()).toBeVisible();
  await reading.header.back.click();
  await expect(school.subject('Math')).toBeVisible();
});

test('a failed story request still shows the three built-in stories', async ({ page }) => {
  await page.route('**/api/reading/generate-stories', (route) => route.fulfill({ status: 500, body: 'down' }));
  const school = new SchoolworkPage(page);
  await school.open();
  await school.subject('Reading').click();
  await expect(school.toast()).toContainText('Error');
  await expect(school.toast()).toContainText('Could not generate stories. Please try again.');
  // The three built-in stories and the offline library's stories for the child's band.
  await expect(new ReadingPage(page).stories).toHaveCount(3 + MIDDLE_STORIES.length);
  await expect(new ReadingPage(page).story('The Little Seed')).toBeVisible();
});
