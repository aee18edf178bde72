import { expect, type Page, type Response } from '@playwright/test';
import type { GenerateQuestionsResponse } from '../../contract/schoolwork';

export type GeneratedSet = GenerateQuestionsResponse;
type GeneratedQuestion = GeneratedSet['questions'][number];

/** The quiz and its results. */
export class QuizPage {
  constructor(readonly page: Page) {}

  /** Runs `start` and answers with the generated set it fetched. */
  async generatedBy(start: () => Promise<unknown>): Promise<GeneratedSet> {
    const response = this.page.waitForResponse(
      (r: Response) => r.url().endsWith('/api/schoolwork/generate-questions') && r.request().method() === 'POST',
    );
    await start();
    const set = (await (await response).json()) as GeneratedSet;
    await expect(this.page.getByTestId('quiz')).toBeVisible();
    return set;
  }

  get progress() {
    return this.page.getByTestId('quiz-progress');
  }
  get questionText() {
    return this.page.getByTestId('quiz-question');
  }
  get next() {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }
  get previous() {
    return this.page.getByRole('button', { name: 'Previous', exact: true });
  }
  get seeResults() {
    return this.page.getByRole('button', { name: 'See Results' });
  }
  get freeText() {
    return this.page.getByRole('textbox', { name: 'Your answer' });
  }
  option(text: string) {
    return this.page.getByRole('group', { name: 'Choose an answer' }).getByRole('button', { name: text, exact: true });
  }

  /** Chooses an option; for ages 3–5 the first tap reads it aloud and a second tap chooses it. */
  async choose(text: string): Promise<void> {
    await this.option(text).click();
    if (await this.page.getByTestId('tap-twice-hint').isVisible()) {
      await expect(this.option(text)).toHaveAttribute('data-heard', 'true');
      await expect(this.option(text)).toHaveAttribute('aria-pressed', 'false');
      await this.option(text).click();
    }
    await expect(this.option(text)).toHaveAttribute('aria-pressed', 'true');
  }

  /** Gives `given` (or the right answer) to the question on screen. */
  async answer(question: GeneratedQuestion, given = question.answer): Promise<void> {
    await expect(this.questionText).toHaveText(question.question);
    if (question.options) await this.choose(given);
    else await this.freeText.fill(given);
  }

  /** Answers every question (wrong ones where `wrongAt` says so) and opens the results. */
  async answerAll(set: GeneratedSet, wrongAt: number[] = []): Promise<void> {
    for (const [i, question] of set.questions.entries()) {
      await expect(this.progress).toHaveText(`${i + 1}/${set.questions.length}`);
      const wrong = question.options?.find((o) => o !== question.answer) ?? 'not the answer';
      await this.answer(question, wrongAt.includes(i) ? wrong : question.answer);
      if (i === set.questions.length - 1) await this.seeResults.click();
      else await this.next.click();
    }
    await expect(this.page.getByTestId('quiz-results')).toBeVisible();
  }

  get score() {
    return this.page.getByTestId('quiz-score');
  }
  get percent() {
    return this.page.getByTestId('quiz-percent');
  }
  get answers() {
    return this.page.getByTestId('answers-list').getByRole('listitem');
  }
  get corrections() {
    return this.page.getByTestId('correction');
  }
  setBadge(n: number) {
    return this.page.getByTestId('set-progress').getByRole('listitem').nth(n - 1);
  }
  get more() {
    return this.page.getByRole('button', { name: /More Questions \(Set \d\)|New Questions \(Set 1\)|Creating Questions/ });
  }
}
