import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { startFakeLlm, type FakeLlm } from './fakeLlmServer';
import { createCompanion } from './index';
import { buildChatMessages, buildSystemPrompt, cleanReply, createLlmBrain, LlmError } from './llmProvider';
import type { ReplyRequest } from './types';

const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  childId: 1,
  childAge: 5,
  category: 'general',
  messageType: 'text',
  text: 'hello',
  history: [],
  ...overrides,
});

describe('the child-safe persona', () => {
  it('knows the name, the age and the category', () => {
    const prompt = buildSystemPrompt({ companionName: 'Mika', childAge: 4, category: 'feelings' });
    expect(prompt).toContain('You are Mika');
    expect(prompt).toContain('4 years old');
    expect(prompt).toMatch(/Name the feeling/);
    expect(prompt).toMatch(/no markdown/);
    expect(prompt).toMatch(/no links/);
    expect(prompt).toMatch(/Never ask for.*address, phone number/);
    expect(prompt).toMatch(/not sure.*grown-up/);
  });

  it.each([
    ['schoolwork', /step by step/],
    ['languages', /translation/],
    ['geography', /exploring the world/],
    ['activities', /something they did/],
    ['general', /anything/],
  ] as const)('has guidance for %s', (category, pattern) => {
    expect(buildSystemPrompt({ companionName: 'McKenzie', childAge: 8, category })).toMatch(pattern);
  });
});

describe('the messages that leave the server', () => {
  it('are the persona, the history and the child words, with personal details redacted everywhere', () => {
    const messages = buildChatMessages(
      request({
        text: 'my phone is 555-123-4567 and I live at 12 Oak Street',
        history: [
          { from: 'child', content: 'email me at ada@example.com' },
          { from: 'companion', content: 'Let us keep that private!' },
        ],
      }),
      'McKenzie',
    );
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const sent = JSON.stringify(messages);
    expect(sent).not.toMatch(/555|Oak Street|ada@example\.com/);
    expect(messages[3]!.content).toBe('my phone is [phone] and I live at [address]');
    expect(messages[1]!.content).toBe('email me at [email]');
  });

  it('carry at most the last six turns', () => {
    const history = Array.from({ length: 10 }, (_, i) => ({ from: 'child' as const, content: `turn ${i}` }));
    const messages = buildChatMessages(request({ history }), 'McKenzie');
    expect(messages).toHaveLength(1 + 6 + 1);
    expect(messages[1]!.content).toBe('turn 4');
  });
});

describe('cleaning a reply for a child', () => {
  it('removes markdown', () => {
    expect(cleanReply('## Fun fact\n**Octopuses** have *three* hearts!\n- One\n- Two')).toBe('Fun fact Octopuses have three hearts! One Two');
  });
  it('refuses links', () => {
    expect(() => cleanReply('Visit www.example.com')).toThrow(LlmError);
    expect(() => cleanReply('See https://kids.example/page')).toThrow(/link/);
    expect(() => cleanReply('Go to coolgames.com now')).toThrow(/link/);
  });
  it('drops a sentence the token limit cut off', () => {
    expect(cleanReply('Cats purr when happy. They also purr when they', true)).toBe('Cats purr when happy.');
  });
  it('refuses an empty reply', () => {
    expect(() => cleanReply(' ** ')).toThrow(/empty/);
  });
});

describe('generateJson against an OpenAI-compatible server', () => {
  let fake: FakeLlm;
  const quiz = z.object({
    questions: z.array(z.object({ question: z.string(), options: z.array(z.string()).length(3), answer: z.string() })).min(1),
  });
  // Long enough for a loaded CI machine's first request; the 'hang' case still ends in well under the test timeout.
  const brain = () => createLlmBrain({ baseUrl: fake.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 1500 }, { companionName: 'McKenzie' });
  const ask = () => brain().generateJson(quiz, { system: 'You write quiz questions for children.', prompt: 'Two easy maths questions for a 6-year-old.' });
  const valid = { questions: [{ question: 'What is 2 + 2?', options: ['3', '4', '5'], answer: '4' }] };

  beforeAll(async () => {
    fake = await startFakeLlm();
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('asks for a JSON object, describes the schema, and returns the validated value', async () => {
    fake.answer = () => ({ kind: 'reply', content: JSON.stringify(valid) });
    await expect(ask()).resolves.toEqual(valid);
    const body = fake.requests[0]!.body;
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages![0]!.content).toMatch(/You write quiz questions for children\.[\s\S]*one JSON object only/);
    expect(body.messages![1]!.content).toMatch(/Two easy maths questions[\s\S]*JSON Schema[\s\S]*"questions"/);
  });

  it('accepts JSON wrapped in a code fence', async () => {
    fake.answer = () => ({ kind: 'reply', content: '```json\n' + JSON.stringify(valid) + '\n```' });
    await expect(ask()).resolves.toEqual(valid);
  });

  const failures: Array<[string, FakeLlm['answer']]> = [
    ['content that is not JSON', () => ({ kind: 'reply', content: 'Here are your questions: 1. What is 2+2?' })],
    ['JSON that does not match the schema', () => ({ kind: 'reply', content: JSON.stringify({ questions: [{ question: 'Hi?', options: ['a'], answer: 'a' }] }) })],
    ['a JSON array instead of the object', () => ({ kind: 'reply', content: '[]' })],
    ['an unsafe string inside valid JSON', () => ({ kind: 'reply', content: JSON.stringify({ questions: [{ question: 'Where do you live?', options: ['a', 'b', 'c'], answer: 'a' }] }) })],
    ['a malformed HTTP body', () => ({ kind: 'raw', body: '{"choices":' })],
    ['an HTTP 500', () => ({ kind: 'status', status: 500 })],
    ['an HTTP 400 (a server without json mode)', () => ({ kind: 'status', status: 400 })],
    ['a timeout', () => ({ kind: 'hang' })],
  ];
  it.each(failures)('resolves undefined for %s', async (_name, answer) => {
    fake.answer = answer;
    await expect(ask()).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });

  it('redacts personal details from the prompt', async () => {
    fake.answer = () => ({ kind: 'reply', content: JSON.stringify(valid) });
    await brain().generateJson(quiz, { system: 'Check the answer.', prompt: 'The child answered: my email is kid@example.com' });
    expect(fake.requests[0]!.raw).not.toContain('kid@example.com');
  });

  it('is on the companion only when an LLM is configured', async () => {
    expect((await createCompanion(loadConfig({}))).generateJson).toBeUndefined();
    const withLlm = await createCompanion(loadConfig({ LLM_BASE_URL: fake.baseUrl }));
    expect(withLlm.brain).toBe('llm');
    expect(typeof withLlm.generateJson).toBe('function');
  });
});
