import { describe, expect, it } from 'vitest';
import { CHAT_QUESTION_TYPES, LEARNABLE_LANGUAGES } from '../../contract/languagesConstants';
import { findItemById } from './catalog';
import { chatGreeting, evaluateChatResponse, generateChatQuestion } from './chat';

describe('language chat questions', () => {
  it('greets and asks the name in the language, with a translation', () => {
    expect(chatGreeting('spanish', 'McKenzie')).toEqual({
      text: '¡Hola! Soy McKenzie. ¿Cómo te llamas?',
      translation: "Hello! I'm McKenzie. What's your name?",
    });
    expect(chatGreeting('chinese', 'McKenzie').text).toBe('你好！我是McKenzie。你叫什么名字？');
  });

  it('asks about a word of the requested type, the same way for the same seed', () => {
    const first = generateChatQuestion({ language: 'french', questionType: 'animals', age: 7, seed: 5 });
    expect(generateChatQuestion({ language: 'french', questionType: 'animals', age: 7, seed: 5 })).toEqual(first);
    for (const language of LEARNABLE_LANGUAGES) {
      for (const questionType of CHAT_QUESTION_TYPES) {
        for (const seed of [1, 2, 3]) {
          const question = generateChatQuestion({ language, questionType, age: 8, seed });
          expect(question.originalLanguage).toBe(language);
          expect(question.questionType).toBe(questionType);
          expect(question.text).not.toBe('');
          expect(question.translation).not.toBe(question.text);
          if (question.itemId) expect(findItemById(question.itemId)?.type).toBe(questionType);
        }
      }
    }
  });

  it('does not ask about a word that was just asked', () => {
    const previous: string[] = [];
    const seen = new Set<string>();
    for (let seed = 0; seed < 6; seed++) {
      const question = generateChatQuestion({ language: 'spanish', questionType: 'colors', age: 4, seed, previousMessages: previous.slice(-5) });
      expect(question.itemId).toBeDefined();
      expect(seen.has(question.itemId as string), question.text).toBe(false);
      seen.add(question.itemId as string);
      previous.push(question.text);
    }
  });
});

describe('language chat feedback', () => {
  const ask = 'Comment dit-on « cat » en français ?';

  it('praises the right word, accepting it without its article and with slips', () => {
    const right = evaluateChatResponse({ language: 'french', questionType: 'animals', currentQuestion: ask, userResponse: 'Le chat !' });
    expect(right).toMatchObject({ kind: 'correct', correct: true, itemId: 'french-animals-cat' });
    expect(right.text).toBe('Bravo ! « le chat » veut dire « cat ».');
    expect(right.translation).toBe('Well done! "le chat" means "cat".');
    expect(evaluateChatResponse({ language: 'french', questionType: 'animals', currentQuestion: ask, userResponse: 'c’est le chat' }).kind).toBe('correct');
    const close = evaluateChatResponse({ language: 'german', questionType: 'animals', currentQuestion: 'Wie sagt man „butterfly“ auf Deutsch?', userResponse: 'Schmeterling' });
    expect(close).toMatchObject({ kind: 'close', correct: true });
    expect(close.translation).toContain('"der Schmetterling"');
  });

  it('accepts either language: romaji, pinyin, or the English meaning', () => {
    expect(evaluateChatResponse({
      language: 'japanese', questionType: 'animals', currentQuestion: '「dog」はにほんごでなんといいますか？', userResponse: 'inu',
    }).kind).toBe('correct');
    expect(evaluateChatResponse({
      language: 'chinese', questionType: 'greetings', currentQuestion: '“hello”用中文怎么说？', userResponse: 'ni hao',
    }).kind).toBe('correct');
    expect(evaluateChatResponse({
      language: 'japanese', questionType: 'animals', currentQuestion: '「ねこ (neko)」はどういういみですか？', userResponse: 'a cat!',
    }).kind).toBe('correct');
    const english = evaluateChatResponse({ language: 'spanish', questionType: 'animals', currentQuestion: '¿Cómo se dice "dog" en español?', userResponse: 'dog' });
    expect(english).toMatchObject({ kind: 'open_english', correct: false });
    expect(english.translation).toBe('Good idea! "dog" is "el perro". Can you say it?');
  });

  it('is kind about a wrong answer and tells the right one', () => {
    const wrong = evaluateChatResponse({ language: 'italian', questionType: 'food_drinks', currentQuestion: 'Come si dice "apple" in italiano?', userResponse: 'banana' });
    expect(wrong).toMatchObject({ kind: 'try_again', correct: false, itemId: 'italian-food_drinks-apple' });
    expect(wrong.translation).toBe('Good try! The answer is "la mela" — "apple". You are learning so much!');
    expect(wrong.text).not.toMatch(/wrong|bad|no!/i);
  });

  it('welcomes any word of the topic for an open question, and numbers typed as digits', () => {
    const open = evaluateChatResponse({ language: 'spanish', questionType: 'colors', currentQuestion: '¿Cuál es tu color favorito?', userResponse: 'azul' });
    expect(open).toMatchObject({ kind: 'open_known', itemId: 'spanish-colors-blue' });
    const inEnglish = evaluateChatResponse({ language: 'spanish', questionType: 'colors', currentQuestion: '¿Cuál es tu color favorito?', userResponse: 'I love green' });
    expect(inEnglish).toMatchObject({ kind: 'open_english', correct: true, itemId: 'spanish-colors-green' });
    const age = evaluateChatResponse({ language: 'german', questionType: 'numbers', currentQuestion: 'Wie alt bist du?', userResponse: "I'm 7" });
    expect(age.translation).toBe('Good idea! "seven" is "sieben". Can you say it?');
    const other = evaluateChatResponse({ language: 'german', questionType: 'weather', currentQuestion: 'Wie ist das Wetter heute?', userResponse: 'hmm' });
    expect(other.kind).toBe('open_other');
  });

  it('answers the name with a friendly hello', () => {
    const greeting = chatGreeting('italian', 'McKenzie').text;
    const reply = evaluateChatResponse({ language: 'italian', questionType: 'greetings', currentQuestion: greeting, userResponse: 'Sofia' });
    expect(reply).toMatchObject({ kind: 'greeted', text: 'Piacere! Impariamo insieme.' });
  });
});
