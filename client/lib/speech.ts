/**
 * The companion's voice. This first version speaks with the browser's speechSynthesis; the voice
 * feature replaces the internals (provider audio, emotions) behind the same functions.
 */
import type { MessageCategory } from '../../contract/common';

export interface SpeakOptions {
  category?: MessageCategory;
  lang?: string;
}

type Listener = (speaking: boolean) => void;
const listeners = new Set<Listener>();
let speaking = false;

function setSpeaking(value: boolean) {
  speaking = value;
  for (const listener of listeners) listener(value);
}

export function isSpeechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function speak(text: string, options: SpeakOptions = {}): void {
  if (!isSpeechSupported() || !text.trim()) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.pitch = 1.9;
  utterance.rate = 0.75;
  utterance.volume = 0.9;
  if (options.lang) utterance.lang = options.lang;
  utterance.onstart = () => setSpeaking(true);
  utterance.onend = () => setSpeaking(false);
  utterance.onerror = () => setSpeaking(false);
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (isSpeechSupported()) window.speechSynthesis.cancel();
  setSpeaking(false);
}

export function onSpeakingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isSpeaking(): boolean {
  return speaking;
}
