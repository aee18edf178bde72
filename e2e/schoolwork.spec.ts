import { expect, test } from '@playwright/test';
import { QuizPage } from './pages/QuizPage';
import { SchoolworkPage } from './pages/SchoolworkPage';

// Whole journeys on a shared 2-core machine: give each one room.
test.describe.configure({ timeout: 120_000 });

test('a 4-year-old takes a Maths quiz, sees a correction, then a perfect second set', async ({ page }) => {
  const school = new SchoolworkPage(page);
  await school.open();
  await school.subject('Math').click();
  await school.age.selectOption('4');
  expect(await page.evaluate(() => [localStorage.getItem('child_age'), localStorage.getItem('childAge')])).toEqual(['4', '4']);

  const quiz = new QuizPage(page);
  const first = await quiz.generatedBy(() => school.generate.click());
  expect(first.setNumber).toBe(1);
  expect(first.questions).toHaveLength(5);
  await expect(page.getByRole('heading', { name: 'Math Quiz' })).toBeVisible();
  await expect(school.toast()).toContainText('Questions Generated!');
  await expect(school.toast()).toContainText('Created 5 age-appropriate questions for Math (Set 1)');
  expect(first.questions.every((q) => q.options?.length === 4)).toBe(true);

  // Next waits for an answer; Previous goes back and keeps it.
  await expect(quiz.next).toBeDisabled();
  await expect(quiz.previous).toBeDisabled();
  await quiz.answer(first.questions[0]!);
  await quiz.next.click();
  await expect(quiz.progress).toHaveText('2/5');
  await expect(quiz.next).toBeDisabled();
  await quiz.previous.click();
  await expect(quiz.option(first.questions[0]!.answer)).toHaveAttribute('aria-pressed', 'true');
  await expect(quiz.next).toBeEnabled();

  await quiz.answerAll(first, [0]);
  await expect(quiz.score).toContainText('4/5');
  await expect(quiz.percent).toHaveText('80%');
  await expect(page.getByTestId('quiz-message')).toHaveText('Excellent work! You really know your stuff!');
  await expect(quiz.corrections).toHaveCount(1);
  await expect(quiz.answers.first()).toContainText(`Correct answer: ${first.questions[0]!.answer}`);
  await expect(quiz.setBadge(1)).toHaveAttribute('data-done', 'true');
  await expect(quiz.setBadge(2)).toHaveAttribute('data-done', 'false');

  const second = await quiz.generatedBy(() => quiz.more.click());
  expect(second.setNumber).toBe(2);
  const firstTexts = new Set(first.questions.map((q) => q.question));
  expect(second.questions.some((q) => !firstTexts.has(q.question))).toBe(true);
  await quiz.answerAll(second);
  await expect(quiz.score).toContainText('5/5');
  await expect(quiz.percent).toHaveText('100%');
  await expect(page.getByTestId('shooting-stars')).toBeAttached();
  await expect(quiz.setBadge(2)).toHaveAttribute('data-done', 'true');
  await expect(quiz.more).toHaveText('More Questions (Set 3)');

  await page.getByRole('button', { name: 'Back to Subjects' }).click();
  await expect(school.subject('Math')).toBeVisible();
});

test('a 9-year-old types answers, finishes three sets and gets fresh questions', async ({ page }) => {
  const school = new SchoolworkPage(page);
  await school.open();
  await school.subject('Math').click();
  await school.age.selectOption('9');
  const quiz = new QuizPage(page);
  const seen = new Set<string>();
  let set = await quiz.generatedBy(() => school.generate.click());
  for (const n of [1, 2, 3]) {
    expect(set.setNumber).toBe(n);
    expect(set.questions).toHaveLength(8);
    for (const q of set.questions) {
      expect(seen.has(q.question)).toBe(false);
      seen.add(q.question);
    }
    if (n === 1) {
      expect(set.questions.some((q) => !q.options)).toBe(true);
      const typed = set.questions.findIndex((q) => !q.options);
      await quiz.answerAll(set, [typed]);
      await expect(quiz.score).toContainText('7/8');
      await expect(quiz.corrections).toHaveCount(1);
      await expect(quiz.answers.nth(typed)).toContainText(`Correct answer: ${set.questions[typed]!.answer}`);
    } else {
      await quiz.answerAll(set);
      await expect(quiz.percent).toHaveText('100%');
    }
    await expect(quiz.setBadge(n)).toHaveAttribute('data-done', 'true');
    if (n < 3) set = await quiz.generatedBy(() => quiz.more.click());
  }
  await expect(quiz.more).toHaveText('New Questions (Set 1)');
  const fresh = await quiz.generatedBy(() => quiz.more.click());
  expect(fresh.setNumber).toBe(1);
  expect(fresh.questions.some((q) => !seen.has(q.question))).toBe(true);
});

test('a failed generation shows a toast, and Exit Quiz returns to the subjects', async ({ page }) => {
  const school = new SchoolworkPage(page);
  await school.open();
  await school.subject('Science').click();
  const quiz = new QuizPage(page);
  await page.route('**/api/schoolwork/generate-questions', (route) => route.fulfill({ status: 500, body: 'down' }));
  await school.generate.click();
  await expect(school.toast()).toContainText('Generation Failed');
  await expect(school.toast()).toContainText("Couldn't create questions right now. Please try again!");
  await expect(school.toast()).toHaveAttribute('data-variant', 'destructive');
  await page.unroute('**/api/schoolwork/generate-questions');
  await expect(school.generate).toBeEnabled();
  const set = await quiz.generatedBy(() => school.generate.click());
  await expect(page.getByRole('heading', { name: 'Science Quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit Quiz' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Stop this quiz?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep going' }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.getByRole('button', { name: 'Exit Quiz' }).click();
  await page.getByRole('button', { name: 'Yes, stop' }).click();
  await expect(school.subject('Science')).toBeVisible();
  expect(set.questions.length).toBeGreaterThan(0);
});

test('asking a schoolwork question shows McKenzie’s answer, Ask Again and Home', async ({ page }) => {
  const school = new SchoolworkPage(page);
  await school.open();
  await school.askAnything.click();
  await expect(school.ask).toBeDisabled();
  await school.question.fill('   ');
  await expect(school.ask).toBeDisabled();
  await school.question.fill('How many legs does a spider have?');
  await school.ask.click();
  await expect(school.toast()).toContainText('Question sent!');
  await expect(school.toast()).toContainText('thinking about your question');
  await expect(page.getByTestId('response-full-text')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Ask Again' }).click();
  await expect(school.askAnything).toBeVisible();
  await school.askAnything.click();
  await expect(school.question).toHaveValue('');
  await school.question.fill('What is 2 + 2?');
  await school.ask.click();
  await expect(page.getByTestId('response-full-text')).not.toBeEmpty();
  await page.getByTestId('schoolwork-answer').getByRole('button', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hi .+!$/ })).toBeVisible();
});
