import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LlmError } from './llmProvider';
import type { OfflineBrain } from './offlineBrain';
import { createSafeCompanion, LAST_RESORT_REPLY, type SlowBrain } from './safeCompanion';
import type { CompanionLog, ReplyRequest } from './types';

const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  childId: 3,
  childAge: 6,
  category: 'general',
  messageType: 'text',
  text: 'Why is the sky blue?',
  history: [],
  ...overrides,
});

const OFFLINE = 'Offline: sunlight scatters, so the sky looks blue!';

function setup(options: { llm?: SlowBrain['reply']; offlineText?: string; generateJson?: SlowBrain['generateJson'] } = {}) {
  const offline: OfflineBrain = { reply: vi.fn(() => ({ text: options.offlineText ?? OFFLINE, intent: 'knowledge' as const })) };
  const llm = options.llm ? { reply: vi.fn(options.llm), ...(options.generateJson ? { generateJson: options.generateJson } : {}) } : undefined;
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const log: CompanionLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
  const companion = createSafeCompanion({ offline, llm, log });
  return { companion, offline, llm, lines };
}

describe('the safety layer', () => {
  it('answers with the offline engine only when a grown-up turned the LLM off', async () => {
    const { companion, llm, offline } = setup({ llm: async () => 'LLM words' });
    expect(companion.repliesLater?.(request({ offlineOnly: true }))).toBe(false);
    expect(await companion.reply(request({ offlineOnly: true }))).toBe(OFFLINE);
    expect(llm!.reply).not.toHaveBeenCalled();
    expect(offline.reply).toHaveBeenCalledTimes(1);
  });

  it('flags worrying words for the parent and answers with care, without asking the LLM', async () => {
    const { companion, llm, offline } = setup({ llm: async () => 'LLM words' });
    const text = 'someone hurts me at home';
    expect(companion.assessChildMessage(text)).toEqual({ flagged: true, reason: 'abuse', verdict: expect.objectContaining({ level: 'worrying' }) });
    expect(companion.repliesLater?.(request({ text }))).toBe(false);
    const reply = await companion.reply(request({ text }));
    expect(reply).toMatch(/grown-up you trust/);
    expect(llm!.reply).not.toHaveBeenCalled();
    expect(offline.reply).not.toHaveBeenCalled();
  });

  it('flags with a stable reason code and answers in the child\'s language', async () => {
    const { companion } = setup();
    expect(companion.assessChildMessage('i wanna kil my self')).toEqual({ flagged: true, reason: 'self_harm', verdict: expect.objectContaining({ level: 'worrying' }) });
    expect(companion.assessChildMessage('I am lost and I cannot find my mum')).toEqual({ flagged: true, reason: 'lost', verdict: expect.objectContaining({ level: 'worrying' }) });
    expect(companion.assessChildMessage("I'm really scared, can you comfort me?")).toEqual({ flagged: false, verdict: expect.objectContaining({ level: 'comfort' }) });
    expect(await companion.reply(request({ text: 'mi papá me pega todos los días', language: 'es' }))).toContain('adulto de confianza');
    expect(await companion.reply(request({ text: 'je veux me suicider' }))).toContain('adulte de confiance');
  });

  it('keeps the "trusted grown-up" sentence even for the youngest', async () => {
    const { companion } = setup();
    expect(await companion.reply(request({ text: 'someone hurts me at home', childAge: 3 }))).toMatch(/grown-up you trust/);
  });

  it('redirects off-limits topics gently, without asking the LLM and without a flag', async () => {
    const { companion, llm } = setup({ llm: async () => 'LLM words' });
    const text = 'my phone is 555-123-4567';
    expect(companion.assessChildMessage(text)).toEqual({ flagged: false, verdict: { level: 'redirect', category: 'personal-details' } });
    expect(companion.repliesLater?.(request({ text }))).toBe(false);
    expect(await companion.reply(request({ text }))).toMatch(/private/i);
    expect(llm!.reply).not.toHaveBeenCalled();
  });

  it('does not flag ordinary childhood talk', () => {
    const { companion } = setup();
    expect(companion.assessChildMessage('I had pizza and played football')).toEqual({ flagged: false, verdict: { level: 'ok' } });
    expect(companion.assessChildMessage('my mum always beats me at chess')).toEqual({ flagged: false, verdict: { level: 'ok' } });
  });

  it('checks the words once: the verdict from assessChildMessage goes along with the request to the brain', async () => {
    const { companion, offline } = setup();
    const text = 'Why is the sky blue?';
    const { verdict } = companion.assessChildMessage(text);
    expect(await companion.reply(request({ text, verdict }))).toBe(OFFLINE);
    expect(offline.reply).toHaveBeenCalledWith(expect.objectContaining({ text, verdict: { level: 'ok' } }));
    // The verdict given is the one used (the route assessed exactly these words): a worrying one gets the caring reply.
    const worrying = companion.assessChildMessage('someone hurts me at home').verdict;
    expect(await companion.reply(request({ text, verdict: worrying }))).toMatch(/grown-up you trust/);
    expect(offline.reply).toHaveBeenCalledTimes(1);
  });

  it('uses a safe LLM reply, and says replies come later', async () => {
    const { companion, offline } = setup({ llm: async () => '  The sky is blue because air scatters blue light.  ' });
    expect(companion.brain).toBe('llm');
    expect(companion.repliesLater?.(request())).toBe(true);
    expect(await companion.reply(request())).toBe('The sky is blue because air scatters blue light.');
    expect(offline.reply).not.toHaveBeenCalled();
  });

  it('answers drawings from the offline engine at once', async () => {
    const { companion, llm } = setup({ llm: async () => 'LLM words' });
    const drawing = request({ messageType: 'drawing', text: 'I made a drawing for you! 🎨' });
    expect(companion.repliesLater?.(drawing)).toBe(false);
    expect(await companion.reply(drawing)).toBe(OFFLINE);
    expect(llm!.reply).not.toHaveBeenCalled();
  });

  const failures: Array<[string, () => Promise<string>]> = [
    ['throws a timeout', async () => Promise.reject(new LlmError('timeout', 'too slow'))],
    ['throws an HTTP error', async () => Promise.reject(new LlmError('http', 'HTTP 500', 500))],
    ['throws something unexpected', async () => Promise.reject(new TypeError('boom'))],
    ['answers nothing', async () => '   '],
    ['answers something unsafe', async () => "Let's keep it our little secret and don't tell your mum."],
    ['asks for personal details', async () => 'What is your home address?'],
  ];
  it.each(failures)('falls back to the offline reply when the LLM %s, and logs why without the child\'s words', async (_name, llm) => {
    const { companion, lines } = setup({ llm });
    const text = 'Why is the sky blue? My secret word is pineapple';
    expect(await companion.reply(request({ text }))).toBe(OFFLINE);
    expect(lines.some((line) => line.level === 'warn')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('pineapple');
  });

  it('never lets an unsafe offline reply through either', async () => {
    const { companion, lines } = setup({ offlineText: 'Shut up and go away' });
    expect(await companion.reply(request())).toBe(LAST_RESORT_REPLY);
    expect(lines[0]).toMatchObject({ level: 'warn', details: { brain: 'offline', category: 'hate' } });
  });

  it('without an LLM: offline brain, replies with the POST, no structured generation', async () => {
    const { companion } = setup();
    expect(companion.brain).toBe('offline');
    expect(companion.repliesLater?.(request())).toBe(false);
    expect(companion.generateJson).toBeUndefined();
    expect(await companion.reply(request())).toBe(OFFLINE);
  });

  it('offers the LLM structured generation when there is one', async () => {
    const generateJson = vi.fn(async () => ({ ok: true }));
    const { companion } = setup({ llm: async () => 'hi', generateJson: generateJson as unknown as SlowBrain['generateJson'] });
    expect(await companion.generateJson?.(z.object({ ok: z.boolean() }), { system: 's', prompt: 'p' })).toEqual({ ok: true });
  });
});
