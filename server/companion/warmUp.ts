import { composeReplyWithGeography } from '../../content/geography/compose';
import { prepareKnowledgeIndex, searchKnowledge } from '../../content/knowledge';
import { assessChildMessage, isReplySafe } from '../../content/safety';
import { createOfflineBrain } from './offlineBrain';

/** A few ordinary messages in the UI languages: every path a first message can take (safety, skills, search). */
const SAMPLES = [
  'Hello McKenzie!',
  'What is 7 plus 5?',
  'Why is the sky blue?',
  'Tell me a joke',
  'How do you spell elephant?',
  'I feel sad today',
  'What is the capital of France?',
  'Where is Japan?',
  'Where do penguins live?',
  '¿Por qué el cielo es azul?',
  'Pourquoi le ciel est bleu ?',
  'Wie viel ist drei plus vier?',
  'Ciao, come stai?',
  'こんにちは、ねこがすき',
  '我喜欢猫',
];

/**
 * The first message after a start-up used to take ~0.4 s: the knowledge index is built on first use,
 * and V8 compiles the safety layer's hundreds of patterns (and tiers them up) the first times they
 * run. This runs the offline engine on a few messages, twice, one step per turn of the event loop so
 * an early request never waits behind the whole warm-up.
 */
export function warmUpCompanion(): Promise<void> {
  const brain = createOfflineBrain({ compose: composeReplyWithGeography });
  const steps: (() => void)[] = [() => searchKnowledge('why is the sky blue')];
  for (const round of [1, 2]) {
    for (const text of SAMPLES) {
      steps.push(() => {
        assessChildMessage(text);
        const reply = brain.reply({ childId: 0, childAge: 6, category: 'general', messageType: 'text', text, history: [] });
        isReplySafe(reply.text);
        if (round === 2) assessChildMessage(`${text} ok`);
      });
    }
  }
  // The index first, in slices: it is the longest step (a few hundred ms in one piece on a slow machine).
  return prepareKnowledgeIndex().then(() => new Promise((resolve) => {
    const next = () => {
      const step = steps.shift();
      if (!step) return resolve();
      step();
      setImmediate(next);
    };
    setImmediate(next);
  }));
}
