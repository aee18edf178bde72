import { expect, test, type Page } from '@playwright/test';
import { QuizPage } from './pages/QuizPage';
import { ReadingPage } from './pages/ReadingPage';
import { SchoolworkPage } from './pages/SchoolworkPage';

test.describe.configure({ timeout: 120_000 });

/** Counts what the speech engine was asked to say, without sound. */
async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      said.push(u.text);
    };
  });
}
const spoken = (page: Page) => page.evaluate(() => (window as unknown as { __said: string[] }).__said.join(' '));

for (const size of [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    test('a 4-year-old hears every quiz question and answer; the first tap reads, the second chooses', async ({ page }) => {
      await recordSpeech(page);
      const school = new SchoolworkPage(page);
      await school.open();
      await school.subject('Math').click();
      await school.age.selectOption('4');
      const quiz = new QuizPage(page);
      const set = await quiz.generatedBy(() => school.generate.click());
      for (const [i, question] of set.questions.entries()) {
        await expect(quiz.questionText).toHaveText(question.question);
        await expect(page.getByRole('button', { name: `Listen: ${question.question}` })).toBeVisible();
        for (const option of question.options ?? []) {
          await expect(page.getByRole('button', { name: `Listen: ${option}`, exact: true })).toBeVisible();
        }
        if (i === 0) {
          await page.getByRole('button', { name: `Listen: ${question.question}` }).click();
          await expect.poll(() => spoken(page)).toContain(question.question.replace(/[?!.]+$/, '').slice(0, 10));
          await quiz.option(question.answer).click();
          await expect(quiz.option(question.answer)).toHaveAttribute('aria-pressed', 'false');
          await expect(quiz.next).toBeDisabled();
          await quiz.option(question.answer).click();
          await expect(quiz.option(question.answer)).toHaveAttribute('aria-pressed', 'true');
          await page.screenshot({ path: `test-results/shots/quiz-${size.name}.png` });
        } else {
          await quiz.choose(question.answer);
        }
        if (i === set.questions.length - 1) await quiz.seeResults.click();
        else await quiz.next.click();
      }
      await expect(quiz.score).toContainText(`${set.questions.length}/${set.questions.length}`);
    });

    test('every reading question and answer, and every writing idea, has a speaker button', async ({ page }) => {
      const school = new SchoolworkPage(page);
      await school.open();
      await school.subject('Reading').click();
      const reading = new ReadingPage(page);
      await reading.stories.first().click();
      await reading.readToTheEnd();
      await reading.answerQuestions.click();
      const questions = page.getByTestId('reading-question');
      for (let n = 0; n < 3; n += 1) {
        const text = await questions.innerText();
        await expect(page.getByRole('button', { name: `Listen: ${text}` })).toBeVisible();
        const options = page.getByRole('group', { name: 'Choose an answer' }).locator('[data-speak]');
        await expect(options).toHaveCount(4);
        if (n === 0) await page.screenshot({ path: `test-results/shots/reading-questions-${size.name}.png` });
        await page.getByRole('group', { name: 'Choose an answer' }).getByRole('button').first().click();
        if (await page.getByTestId('story-questions').isHidden()) break;
      }

      await school.open();
      await school.subject('Writing').click();
      const cards = page.getByTestId('prompt-card');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) await expect(card.locator('[data-speak]')).toBeVisible();
      await page.screenshot({ path: `test-results/shots/writing-ideas-${size.name}.png` });
    });
  });
}
