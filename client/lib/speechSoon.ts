import type * as SpeechModule from './speech';
import type { SpeakOptions } from './speech';

type Speech = typeof SpeechModule;

let speech: Speech | undefined;
let loading: Promise<Speech> | undefined;

/**
 * The shell (Home's welcome, the companion's popup) speaks through these, so the speech code loads
 * with the first thing said, not with Home's first paint. Once loaded, calls run at once.
 */
function withSpeech(run: (loaded: Speech) => void): void {
  if (speech) {
    run(speech);
    return;
  }
  loading ??= import('./speech').then((module) => (speech = module));
  loading.then(run, () => {
    // Speech is a bonus: a chunk that cannot load (offline) is tried again next time.
    loading = undefined;
  });
}

export function speakSoon(text: string, options?: SpeakOptions): void {
  withSpeech((loaded) => loaded.speak(text, options));
}

export function stopSpeakingSoon(): void {
  withSpeech((loaded) => loaded.stopSpeaking());
}
