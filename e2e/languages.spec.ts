import { expect, test, type Page } from '@playwright/test';
import { itemsFor } from '../content/languages';
import type { ChatQuestionType } from '../contract/languagesConstants';
import { HomePage } from './pages/HomePage';
import { LanguagesPage, recordSpeech, spokenLines } from './pages/LanguagesPage';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await recordSpeech(page);
});

async function openLanguages(page: Page, tile: RegExp = /Learn Languages/) {
  const home = new HomePage(page);
  await home.open();
  await page.getByRole('button', { name: tile }).first().click();
  const languages = new LanguagesPage(page);
  await expect(languages.appLanguage).toBeVisible();
  return languages;
}

test('switches the whole app to Spanish, keeps it after a reload, and back to English', async ({ page }) => {
  const languages = await openLanguages(page);
  await expect(page.getByRole('heading', { name: 'Pick a language or ask me anything!' })).toBeVisible();
  await expect(languages.currentLanguage).toHaveText('Current: English');
  for (const name of ['Spanish', 'French', 'German', 'Italian', 'Japanese', 'Chinese']) {
    await expect(page.getByRole('navigation', { name: 'Languages to learn' }).getByRole('button', { name: new RegExp(name) })).toBeVisible();
  }

  await languages.uiLanguageButton('Español').click();
  await expect(languages.toast()).toContainText('¡Idioma cambiado a Español!');
  await expect(page.getByRole('heading', { name: '¡Elige un idioma o pregúntame lo que quieras!' })).toBeVisible();
  await expect(languages.currentLanguage).toHaveText('Ahora: Español');
  await expect(languages.header.title).toHaveText('Idiomas');
  await expect(page.getByRole('button', { name: '¡Juego de idiomas!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect
    .poll(async () => (await page.request.get('/api/user/current/profile')).json().then((p: { uiLanguage: string }) => p.uiLanguage))
    .toBe('es');

  // A reload keeps the open section (it lives in history.state) and the language.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(languages.currentLanguage).toHaveText('Ahora: Español');

  await languages.uiLanguageButton('English').click();
  await expect(languages.toast()).toContainText('Language switched to English!');
  await expect(page.getByRole('heading', { name: 'Pick a language or ask me anything!' })).toBeVisible();
  await expect(languages.currentLanguage).toHaveText('Current: English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

interface QuizQuestion {
  question: string;
  options?: string[];
  answer: string;
  pronunciation?: string;
}

test('takes a French quiz to the results, with one kind correction', async ({ page }) => {
  const languages = await openLanguages(page);
  await page.getByRole('button', { name: 'Language Quiz!' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a Language to Learn!' })).toBeVisible();
  const { questions } = await languages.answerOf<{ questions: QuizQuestion[] }>('/api/languages/generate-questions', () =>
    page.getByRole('button', { name: /French/ }).click(),
  );
  expect(questions.length).toBe(8);
  await expect(page.getByRole('heading', { name: 'French Quiz' })).toBeVisible();

  for (const [index, question] of questions.entries()) {
    await expect(page.getByTestId('language-quiz-counter')).toHaveText(`${index + 1}/${questions.length}`);
    await expect(page.getByTestId('language-quiz-question')).toHaveText(question.question);
    await expect(languages.submit).toBeDisabled();
    const wrong = index === 0;
    if (question.options) {
      const choice = wrong ? question.options.find((o) => o !== question.answer)! : question.answer;
      await languages.quiz.getByRole('button', { name: choice, exact: true }).click();
    } else {
      await page.getByRole('textbox', { name: 'Type your answer' }).fill(wrong ? 'zzz' : `  ${question.answer.toUpperCase()}!`);
    }
    await languages.submit.click();
    if (wrong) {
      await expect(languages.feedback).toContainText('Good try!');
      await expect(page.getByTestId('language-quiz-correct-answer')).toHaveText(question.answer);
    } else {
      await expect(languages.feedback).toContainText('Correct!');
    }
    await expect(page.getByTestId('language-quiz-running-score')).toHaveText(`Score: ${index}/${index + 1}`);
    await page.getByRole('button', { name: index === questions.length - 1 ? 'See Results' : 'Next Question' }).click();
  }

  await expect(languages.results).toBeVisible();
  await expect(page.getByRole('heading', { name: 'French Results' })).toBeVisible();
  await expect(languages.results).toContainText('¡Excelente!');
  await expect(page.getByTestId('language-quiz-score')).toHaveText('You scored 7 out of 8!');
  await expect(page.getByTestId('language-quiz-trophy')).toHaveAttribute('data-trophy', 'star');
  await expect(languages.results).toContainText('Excellent work! Keep practicing!');
  await page.getByRole('button', { name: 'Try Another Language' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a Language to Learn!' })).toBeVisible();
});

/** The right answer to a chat question, worked out from its English translation. */
function answerFor(translation: string, questionType: ChatQuestionType): string {
  const items = itemsFor('japanese', questionType);
  const howSay = /^How do you say "(.+)" in Japanese\?$/.exec(translation);
  if (howSay) return items.find((item) => item.english === howSay[1])?.pronunciation ?? howSay[1]!;
  const meaning = /^What does "(.+)" mean\?$/.exec(translation);
  if (meaning) return items.find((item) => `${item.text} (${item.pronunciation})` === meaning[1])?.english ?? 'yes';
  return items[0]!.english;
}

test('chats in Japanese for three turns, earns points and opens the rewards', async ({ page }) => {
  const languages = await openLanguages(page);
  type Question = { question: string; translation: string; questionType: ChatQuestionType };
  const first = await languages.answerOf<Question>('/api/languages/generate-chat-question', () =>
    page.getByRole('navigation', { name: 'Languages to learn' }).getByRole('button', { name: /Japanese/ }).click(),
  );
  await expect(page.getByRole('heading', { name: 'Learning Japanese' })).toBeVisible();
  await expect(languages.companionMessages().first()).toContainText('こんにちは！わたしはMcKenzieです。おなまえは？');
  await expect(languages.companionMessages().first()).toContainText("Hello! I'm McKenzie. What's your name?");
  await expect(languages.chatInput).toHaveAttribute('placeholder', 'Chat with McKenzie in Japanese or English...');
  await expect(languages.companionMessages().nth(1)).toContainText(first.question);

  let question = first;
  for (let turn = 1; turn <= 3; turn++) {
    await languages.chatInput.fill(answerFor(question.translation, question.questionType));
    // The next question comes 3 s after the feedback: listen for it from the moment we send.
    const nextQuestion = page
      .waitForResponse((r) => r.url().includes('/api/languages/generate-chat-question'), { timeout: 30_000 })
      .then((r) => r.json() as Promise<Question>);
    const [evaluation, award] = await Promise.all([
      languages.answerOf<{ feedback: string; correct: boolean }>('/api/languages/evaluate-response', () => languages.send.click()),
      page.waitForResponse((r) => r.url().includes('/api/language-rewards/award-points')).then((r) => r.json()),
    ]);
    await expect(languages.send).toBeDisabled();
    expect(evaluation.correct).toBe(true);
    expect(award.pointsAwarded).toBeGreaterThanOrEqual(5);
    await expect(page.getByTestId('language-chat-companion').filter({ hasText: evaluation.feedback })).toBeVisible();
    if (turn === 1) {
      await expect(page.getByTestId('new-badge-modal')).toContainText('New Badge Earned!');
      await expect(page.getByTestId('new-badge-modal')).toContainText('First Steps');
      await expect(page.getByTestId('language-banner')).toContainText('New Badge!');
      await page.getByRole('button', { name: 'Awesome!' }).click();
    }
    question = await nextQuestion;
    await expect(page.getByTestId('language-chat-companion').filter({ hasText: question.question }).first()).toBeVisible();
  }

  const spoken = await spokenLines(page);
  const japanese = spoken.filter((line) => line.lang.startsWith('ja'));
  expect(japanese.length).toBeGreaterThanOrEqual(4);
  for (const line of japanese) expect(line.rate).toBeCloseTo(0.8, 3);

  await languages.rewardsButton.click();
  await expect(languages.rewards.getByRole('heading', { name: 'Language Rewards' })).toBeVisible();
  await expect(page.getByTestId('rewards-level')).toHaveText('Level 1');
  await expect(page.getByTestId('rewards-conversations')).toContainText('3');
  await expect(page.getByTestId('rewards-totalPoints')).toContainText('21');
  await expect(page.getByTestId('rewards-words')).toContainText('3');
  await expect(page.getByTestId('rewards-goals')).toContainText('3/3');
  await expect(page.getByTestId('rewards-goals')).toContainText('3/5');
  await expect(page.getByTestId('rewards-badges')).toContainText('First Steps');
  await page.getByRole('button', { name: 'Hear My Progress' }).click();
  await expect.poll(async () => (await spokenLines(page)).some((line) => line.text.includes('You are on level 1 with 21 points'))).toBe(true);
  const next = await languages.answerOf<Question>('/api/languages/generate-chat-question', () =>
    page.getByRole('button', { name: 'Continue Learning' }).click(),
  );
  await expect(languages.rewards).toHaveCount(0);
  await expect(page.getByTestId('language-chat-companion').filter({ hasText: next.question }).first()).toBeVisible();
});
