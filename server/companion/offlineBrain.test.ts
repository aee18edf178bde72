import { describe, expect, it } from 'vitest';
import type { ReplyInput, ReplyOutput } from '../../content/companion';
import { createOfflineBrain, replySeed, SEED_TIME_BUCKET_MS } from './offlineBrain';
import type { ReplyRequest } from './types';

const request = (overrides: Partial<ReplyRequest> = {}): ReplyRequest => ({
  childId: 7,
  childAge: 6,
  category: 'general',
  messageType: 'text',
  text: 'Tell me a joke',
  history: [],
  ...overrides,
});

function recordingBrain(clock: () => Date, companionName?: string) {
  const inputs: ReplyInput[] = [];
  const brain = createOfflineBrain({
    companionName,
    clock,
    compose: (input): ReplyOutput => {
      inputs.push(input);
      return { text: `reply ${inputs.length}`, intent: 'joke' };
    },
  });
  return { brain, inputs };
}

describe('the offline brain', () => {
  const noon = new Date('2025-06-01T12:00:10Z');

  it('passes the request, the time and the companion name to the engine', () => {
    const { brain, inputs } = recordingBrain(() => noon, 'Mika');
    const output = brain.reply(request({ childAge: 4, category: 'feelings', messageType: 'drawing', childName: 'Ada' }));
    expect(output).toEqual({ text: 'reply 1', intent: 'joke' });
    expect(inputs[0]).toMatchObject({
      text: 'Tell me a joke',
      category: 'feelings',
      messageType: 'drawing',
      childAge: 4,
      childName: 'Ada',
      companionName: 'Mika',
      now: noon,
    });
  });

  it('never hands the engine personal details to echo back', () => {
    const { brain, inputs } = recordingBrain(() => noon);
    brain.reply(request({ text: 'my phone is 555-123-4567' }));
    expect(inputs[0]!.text).toBe('my phone is [phone]');
  });

  it('hands the engine an ok verdict so it does not check the words again, and still redacts without one', () => {
    const { brain, inputs } = recordingBrain(() => noon);
    brain.reply(request({ verdict: { level: 'ok' } }));
    expect(inputs[0]).toMatchObject({ text: 'Tell me a joke', verdict: { level: 'ok' } });
    brain.reply(request({ text: 'my phone is 555-123-4567', verdict: { level: 'redirect', category: 'personal-details' } }));
    expect(inputs[1]!.text).toBe('my phone is [phone]');
    expect(inputs[1]!.verdict).toBeUndefined();
  });

  it('seeds from the child, the words, the minute and the last reply', () => {
    const seed = (overrides: Partial<ReplyRequest>, at = noon) => replySeed(request(overrides), at);
    expect(seed({})).toBe(seed({}));
    expect(seed({}, new Date(noon.getTime() + 5_000))).toBe(seed({})); // same minute bucket
    expect(seed({}, new Date(noon.getTime() + SEED_TIME_BUCKET_MS))).not.toBe(seed({}));
    expect(seed({ childId: 8 })).not.toBe(seed({}));
    expect(seed({ text: 'Tell me a riddle' })).not.toBe(seed({}));
    const asked = { from: 'child' as const, content: 'Tell me a joke' };
    expect(seed({ history: [asked, { from: 'companion', content: 'Why did the cow cross the road?' }] })).not.toBe(
      seed({ history: [asked, { from: 'companion', content: 'What do you call a sleeping dinosaur?' }] }),
    );
  });

  it('is deterministic with the real engine, and its maths is right', () => {
    const brain = createOfflineBrain({ clock: () => noon });
    const first = brain.reply(request({ text: 'What is 7 + 5?' }));
    expect(first.intent).toBe('arithmetic');
    expect(first.text).toMatch(/\b12\b/);
    expect(brain.reply(request({ text: 'What is 7 + 5?' }))).toEqual(first);
  });

  it('uses the configured companion name', () => {
    const brain = createOfflineBrain({ clock: () => noon, companionName: 'Mika' });
    expect(brain.reply(request({ text: 'What is your name?' })).text).toContain('Mika');
  });

  it("gives the engine the companion's last reply, so a yes answers the question it offered", () => {
    const brain = createOfflineBrain({ clock: () => noon });
    const offer = brain.reply(request({ text: 'How come my cat makes a rumbly motor noise when i stroke her' }));
    expect(offer.intent).toBe('suggestion');
    const history = exchange('How come my cat makes a rumbly motor noise when i stroke her', offer.text);
    const yes = brain.reply(request({ text: 'yes please', history }));
    expect(yes.intent).toBe('knowledge');
    expect(yes.text).toContain('purr');
    expect(brain.reply(request({ text: 'yes please' })).intent).not.toBe('knowledge');
  });

  it('gives the engine the question its last reply answered, so a no to a close call offers the other close one', () => {
    const brain = createOfflineBrain({ clock: () => noon });
    const check = brain.reply(request({ text: 'why do people cry' }));
    expect(check.intent).toBe('suggestion');
    const history = exchange('why do people cry', check.text);
    const other = brain.reply(request({ text: 'no', history }));
    expect(other.intent).toBe('suggestion');
    expect(other.text).toContain('"Why do people cry when they are sad?"');
    // Without the conversation there is nothing to say no to.
    expect(brain.reply(request({ text: 'no', history: history.slice(1) })).intent).toBe('unknown');
  });
});

/** One turn of conversation history: the child's words, then the companion's reply. */
function exchange(child: string, companion: string): ReplyRequest['history'] {
  return [
    { from: 'child', content: child },
    { from: 'companion', content: companion },
  ];
}
