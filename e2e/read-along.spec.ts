import { expect, test, type Locator, type Page } from '@playwright/test';
import { HomePage } from './pages/HomePage';
import { ReadingPage } from './pages/ReadingPage';
import { SchoolworkPage } from './pages/SchoolworkPage';
import { StoriesPage } from './pages/StoriesPage';
import { WritingPage } from './pages/WritingPage';

test.describe.configure({ timeout: 120_000 });

const WORD_GAP = 350;

/**
 * A silent browser voice that says a word every 350 ms. With `boundaries` it sends a word-boundary
 * event for each word, as most local voices do; without, it sends none, as many voices (and the
 * recorded voice) do, so the page must follow on its own timed estimate.
 */
async function fakeVoice(page: Page, { boundaries }: { boundaries: boolean }) {
  await page.addInitScript((options) => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    // While held, the voice stays on its word (for a steady screenshot).
    const voice = { held: false };
    (window as unknown as { __voice: typeof voice }).__voice = voice;
    let queue: Promise<void> = Promise.resolve();
    const synth = {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => [],
      addEventListener: () => {},
      removeEventListener: () => {},
      speak(utterance: SpeechSynthesisUtterance) {
        queue = queue.then(
          () =>
            new Promise<void>((done) => {
              synth.speaking = true;
              utterance.onstart?.(new Event('start') as SpeechSynthesisEvent);
              const words = [...utterance.text.matchAll(/\S+/g)];
              // One word after another; a held voice waits on its word.
              const say = (i: number) => {
                if (voice.held) {
                  timers.push(setTimeout(() => say(i), 50));
                  return;
                }
                const word = words[i];
                if (!word) {
                  synth.speaking = false;
                  utterance.onend?.(new Event('end') as SpeechSynthesisEvent);
                  done();
                  return;
                }
                if (options.boundaries) {
                  const event = Object.assign(new Event('boundary'), { name: 'word', charIndex: word.index, charLength: word[0].length });
                  utterance.onboundary?.(event as unknown as SpeechSynthesisEvent);
                }
                timers.push(setTimeout(() => say(i + 1), options.gap));
              };
              say(0);
            }),
        );
      },
      cancel() {
        for (const timer of timers.splice(0)) clearTimeout(timer);
        synth.speaking = false;
        queue = Promise.resolve();
      },
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  }, { boundaries, gap: WORD_GAP });
}

/** Holds the voice on its word, lets the marker settle, takes the picture, and lets the voice go on. */
/** Waits for the screen's entrance animations (a page popping in) to end, so a measured box is final. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function screenshotHeld(page: Page, name: string) {
  await page.evaluate(() => ((window as unknown as { __voice: { held: boolean } }).__voice.held = true));
  await page.waitForTimeout(400);
  await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
  // Held on one word, the marker has settled: yellow behind it in either motion setting.
  await expect(page.locator('[aria-current="true"]')).toHaveCSS('background-color', 'rgb(255, 231, 106)');
  await page.screenshot({ path: `/tmp/shots-readalong/${name}.png` });
  await page.evaluate(() => ((window as unknown as { __voice: { held: boolean } }).__voice.held = false));
}

/** Records every word that gets the marker, in order: its text and its place in its line of text. */
async function recordMarks(page: Page) {
  await page.addInitScript(() => {
    const marks: { text: string; index: number; tag: string }[] = [];
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const el = change.target as HTMLElement;
        if (el.getAttribute('aria-current') !== 'true' || !el.classList.contains('read-along-word')) continue;
        const words = [...(el.parentElement?.querySelectorAll(':scope > .read-along-word') ?? [])];
        marks.push({ text: el.textContent ?? '', index: words.indexOf(el), tag: el.parentElement?.tagName.toLowerCase() ?? '' });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
  });
}
const marks = (page: Page) => page.evaluate(() => (window as unknown as { __marks: { text: string; index: number; tag: string }[] }).__marks);

/** The marked word inside `area`: its place among all the words there, and its text. */
async function markedWord(area: Locator): Promise<{ index: number; text: string } | null> {
  return area.evaluate((root) => {
    const words = [...root.querySelectorAll('.read-along-word')];
    const marked = root.querySelectorAll('[aria-current="true"]');
    if (marked.length !== 1) return marked.length === 0 ? null : { index: -marked.length, text: 'several' };
    return { index: words.indexOf(marked[0]!), text: marked[0]!.textContent ?? '' };
  });
}

/** Waits until a word is marked, then until a later one is, and checks the marker looks right. */
async function expectMarkerMovesForward(area: Locator): Promise<number> {
  await expect.poll(() => markedWord(area), { timeout: 10_000 }).not.toBeNull();
  const first = (await markedWord(area))!;
  expect(first.index).toBeGreaterThanOrEqual(0);
  await expect.poll(async () => (await markedWord(area))?.index ?? -1, { timeout: 10_000 }).toBeGreaterThan(first.index);
  // One look at the marked word and its line together (the marker may move on between two looks).
  const style = await area.evaluate((root) => {
    const el = root.querySelector('[aria-current="true"]');
    if (!el) return null;
    const own = getComputedStyle(el);
    const parent = getComputedStyle(el.parentElement!);
    return {
      reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
      fade: own.transitionDuration,
      background: own.backgroundColor,
      shadow: own.boxShadow,
      sameType: own.fontWeight === parent.fontWeight && own.fontSize === parent.fontSize && own.letterSpacing === parent.letterSpacing,
    };
  });
  if (style) {
    // A soft yellow marker behind the word; the word keeps its weight and size, so nothing moves.
    expect(style.sameType).toBe(true);
    // With less motion asked for, the marker jumps from word to word without fading in (and can be
    // checked at once; otherwise it fades in over 0.15 s).
    expect(style.fade).toBe(style.reduced ? '0s' : '0.15s, 0.15s');
    if (style.reduced) {
      expect(style.background).toBe('rgb(255, 231, 106)');
      expect(style.shadow).toContain('rgb(255, 231, 106)');
    }
  }
  return first.index;
}

for (const size of [
  { name: 'tablet', viewport: { width: 1024, height: 768 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
]) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });
    test.beforeEach(async ({ page }) => {
      await recordMarks(page);
      // The phone asks for less motion.
      if (size.touch) await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('Read to Me marks each word of a story page as it is said, and the mark clears at the end', async ({ page }) => {
      await fakeVoice(page, { boundaries: true });
      const school = new SchoolworkPage(page);
      await school.open();
      await school.subject('Reading').click();
      const reading = new ReadingPage(page);
      await reading.story('The Little Seed').click();
      await expect(reading.pageText).toBeVisible();
      await animationsDone(page);
      const text = await reading.pageText.innerText();
      const box = await reading.pageText.boundingBox();

      await page.getByRole('button', { name: 'Read to Me' }).click();
      await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
      await expectMarkerMovesForward(reading.pageText);
      expect(text.trimStart().startsWith((await reading.pageText.locator('.read-along-word').first().innerText()))).toBe(true);
      // The page text reads as before and nothing moved.
      await expect(reading.pageText).toHaveText(text);
      expect(await reading.pageText.boundingBox()).toEqual(box);
      await screenshotHeld(page, `story-${size.name}`);

      const words = await reading.pageText.locator('.read-along-word').allInnerTexts();
      await expect.poll(() => markedWord(reading.pageText), { timeout: words.length * WORD_GAP + 10_000 }).toBeNull();
      // From the first word to the last, always forward (a busy machine may draw two words as one step).
      const seen = await marks(page);
      expect(seen[0]).toEqual({ text: words[0], index: 0, tag: 'p' });
      expect(seen.at(-1)).toEqual({ text: words.at(-1), index: words.length - 1, tag: 'p' });
      for (const [i, mark] of seen.entries()) {
        expect(mark.text).toBe(words[mark.index]);
        if (i > 0) expect(mark.index).toBeGreaterThan(seen[i - 1]!.index);
      }
      expect(seen.length).toBeGreaterThan(words.length / 2);
      await expect(page.getByRole('button', { name: 'Read to Me' })).toHaveAttribute('aria-pressed', 'false');

      // Stop clears the mark at once.
      await page.getByRole('button', { name: 'Read to Me' }).click();
      await expect.poll(() => markedWord(reading.pageText)).not.toBeNull();
      await page.getByRole('button', { name: 'Stop' }).click();
      expect(await markedWord(reading.pageText)).toBeNull();
    });

    test('a writing idea card and the writing prompt follow along when read aloud', async ({ page }) => {
      await fakeVoice(page, { boundaries: true });
      const school = new SchoolworkPage(page);
      await school.open();
      await school.subject('Writing').click();
      const card = page.getByTestId('prompt-card').first();
      await card.locator('[data-speak]').click();
      await expectMarkerMovesForward(card);
      await expect(page.locator('[aria-current="true"]')).toHaveCount(1);
      await screenshotHeld(page, `prompt-card-${size.name}`);

      const writing = new WritingPage(page);
      await writing.idea(/If I Could Fly/).click();
      await expect(page.locator('[aria-current="true"]')).toHaveCount(0);
      await page.getByRole('button', { name: 'Read It to Me' }).click();
      const prompt = page.locator('div', { has: page.getByRole('heading', { name: 'If I Could Fly' }) }).last();
      await expectMarkerMovesForward(prompt);
      await screenshotHeld(page, `writing-prompt-${size.name}`);
    });

    test('a saved story follows along on the timed estimate when the voice sends no word boundaries', async ({ page }) => {
      await fakeVoice(page, { boundaries: false });
      const home = new HomePage(page);
      await home.open();
      await home.smallButton('My Stories').click();
      const shelf = new StoriesPage(page);
      await shelf.empty.getByRole('button', { name: 'Write a Story' }).click();
      const writing = new WritingPage(page);
      await writing.idea(/Free Writing/).click();
      const title = `Moon Picnic ${size.name}`;
      await writing.title.fill(title);
      await writing.story.fill('We packed jam sandwiches and flew to the moon.\nThe stars came to our picnic, and we all sang a song!');
      await writing.save.click();
      await expect(page.getByTestId('toast')).toContainText('Story Saved!');
      await page.getByRole('button', { name: 'My Stories' }).click();
      await shelf.book(title).click();

      await shelf.openStory.getByRole('button', { name: 'Read My Story Aloud' }).click();
      const heading = shelf.openStory.getByRole('heading', { name: title });
      await expectMarkerMovesForward(shelf.openStory);
      // The title is read first, then the story, word by word.
      await expect.poll(async () => (await marks(page)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
      expect((await marks(page)).slice(0, 6)).toEqual([
        { text: 'Moon', index: 0, tag: 'h2' },
        { text: 'Picnic', index: 1, tag: 'h2' },
        { text: size.name, index: 2, tag: 'h2' },
        { text: 'We', index: 0, tag: 'p' },
        { text: 'packed', index: 1, tag: 'p' },
        { text: 'jam', index: 2, tag: 'p' },
      ]);
      await expect(heading).toBeVisible();
      await expect.poll(async () => (await markedWord(shelf.openStory))?.index ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
      await screenshotHeld(page, `saved-story-${size.name}`);
      await expect.poll(() => markedWord(shelf.openStory), { timeout: 30_000 }).toBeNull();
      await expect(shelf.openStory.getByRole('button', { name: 'Read My Story Aloud' })).toHaveAttribute('aria-pressed', 'false');
    });
  });
}
