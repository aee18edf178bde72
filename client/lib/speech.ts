/**
 * The companion's voice, used by every screen. The voice provider speaks through our server when it
 * has a key; otherwise (and whenever the provider fails) the browser's speechSynthesis speaks with a
 * child-like voice. Emotion follows the category or the words; the child's stored voice settings
 * and speed apply; now and then the child is greeted by name.
 */
import type { MessageCategory } from '../../contract/common';
import { chooseEmotion, GENERATION_PRESETS, type Emotion } from './speechEmotion';
import type { SpeechProgress, SpeechProgressListener } from './speechProgress';
import { fetchProviderAudio, PROVIDER_TEXT_MAX_LENGTH, providerReady } from './speechProvider';
import { parseVoiceSettings, parseVoiceSpeed, utteranceSettings, type VoiceSettingsValues, type VoiceSpeed } from './speechSettings';
import { cleanForSpeech, personalize, splitForSpeech } from './speechText';
import { pickVoice, speechLocale } from './speechVoices';
import { readChildName, readStorage, STORAGE_KEYS } from './storageKeys';

export interface SpeakOptions {
  category?: MessageCategory;
  /** BCP 47 language or app language code; defaults to the page's language */
  lang?: string;
  /** overrides the emotion chosen from the category and words */
  emotion?: Emotion;
  /** the child's name for the occasional greeting; defaults to the stored name */
  childName?: string | null;
  /** false: never prefix the child's name (quiz questions, words to repeat) */
  personalize?: boolean;
  /** false: browser speech only (language lessons with a locale the provider voice lacks) */
  useProvider?: boolean;
  /** a fixed speaking rate (language lessons speak at 0.8), instead of the child's settings */
  rate?: number;
  /** try-outs before saving: these instead of the stored voice settings and speaking speed */
  voiceSettings?: VoiceSettingsValues;
  voiceSpeed?: VoiceSpeed;
  /** multiplied on last (Voice Magic's effects) */
  tweak?: { pitch: number; rate: number; volume: number };
  /** follows the reading word by word (read-along); always ends with an 'end' event */
  onProgress?: SpeechProgressListener;
}

interface VoiceChoice {
  settings?: VoiceSettingsValues;
  speed?: VoiceSpeed;
  tweak?: SpeakOptions['tweak'];
  fixedRate?: number;
}

type Listener = (speaking: boolean) => void;
const listeners = new Set<Listener>();
let speaking = false;
/** Every speak or stop starts a new turn; late callbacks from older turns are ignored. */
let turn = 0;
let audio: HTMLAudioElement | undefined;
let audioUrl: string | undefined;
let pending: AbortController | undefined;
let audioFrame: number | undefined;
/** Who follows the reading of the current turn. */
let progress: { turn: number; listener: SpeechProgressListener } | undefined;

function report(myTurn: number, event: SpeechProgress): void {
  const follower = progress;
  if (!follower || follower.turn !== myTurn || myTurn !== turn) return;
  if (event.type === 'end') progress = undefined;
  follower.listener(event);
}

/** Where each trimmed piece sits in the whole text. */
function chunkOffsets(text: string, chunks: readonly string[]): number[] {
  let cursor = 0;
  return chunks.map((chunk) => {
    const found = text.indexOf(chunk, cursor);
    const offset = found >= 0 ? found : cursor;
    cursor = offset + chunk.length;
    return offset;
  });
}

function setSpeaking(value: boolean) {
  if (speaking === value) return;
  speaking = value;
  for (const listener of listeners) listener(value);
}

export function isSpeechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

function canPlayAudio(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.Audio === 'function' && typeof URL.createObjectURL === 'function'
  );
}

function pageLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

// ---- browser voices, which some browsers load only after a 'voiceschanged' event ----

let voices: SpeechSynthesisVoice[] = [];
let voicesWatched = false;

function loadVoices(): SpeechSynthesisVoice[] {
  if (!isSpeechSupported()) return [];
  if (!voicesWatched) {
    voicesWatched = true;
    const refresh = () => {
      voices = window.speechSynthesis.getVoices?.() ?? [];
    };
    window.speechSynthesis.addEventListener?.('voiceschanged', refresh);
  }
  if (voices.length === 0) voices = window.speechSynthesis.getVoices?.() ?? [];
  return voices;
}

/** Waits briefly for the voice list when it is still empty, then speaks with what there is. */
function whenVoicesReady(wait = 400): Promise<void> {
  if (loadVoices().length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.speechSynthesis.removeEventListener?.('voiceschanged', done);
      loadVoices();
      resolve();
    };
    const timer = setTimeout(done, wait);
    window.speechSynthesis.addEventListener?.('voiceschanged', done);
  });
}

function speakWithBrowser(text: string, emotion: Emotion, locale: string, myTurn: number, choice: VoiceChoice = {}): void {
  if (!isSpeechSupported()) {
    setSpeaking(false);
    return;
  }
  void whenVoicesReady().then(() => {
    if (myTurn !== turn) return;
    const settings = choice.settings ?? parseVoiceSettings(readStorage(STORAGE_KEYS.voiceSettings));
    const base = utteranceSettings(settings, emotion, choice.speed ?? parseVoiceSpeed(readStorage(STORAGE_KEYS.customization)));
    const tweak = choice.tweak ?? { pitch: 1, rate: 1, volume: 1 };
    const pitch = Math.min(2, base.pitch * tweak.pitch);
    const rate = Math.min(10, base.rate * tweak.rate);
    const volume = Math.min(1, base.volume * tweak.volume);
    const voice = pickVoice(voices, locale, settings.voiceName);
    const chunks = splitForSpeech(text);
    const offsets = chunkOffsets(text, chunks);
    window.speechSynthesis.cancel();
    chunks.forEach((chunk, index) => {
      const offset = offsets[index] ?? 0;
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.pitch = pitch;
      utterance.rate = choice.fixedRate ?? rate;
      utterance.volume = volume;
      utterance.lang = voice?.lang ?? locale;
      if (voice) utterance.voice = voice;
      utterance.onstart = () => {
        if (myTurn !== turn) return;
        setSpeaking(true);
        report(myTurn, { type: 'chunk', offset, length: chunk.length, rate: utterance.rate });
      };
      utterance.onboundary = (event) => {
        if (event.name && event.name !== 'word') return;
        report(myTurn, { type: 'boundary', charIndex: offset + event.charIndex });
      };
      const finish = () => {
        if (myTurn === turn && index === chunks.length - 1) {
          report(myTurn, { type: 'end' });
          setSpeaking(false);
        }
      };
      utterance.onend = finish;
      utterance.onerror = () => {
        if (myTurn !== turn) return;
        report(myTurn, { type: 'end' });
        setSpeaking(false);
      };
      window.speechSynthesis.speak(utterance);
    });
    // Some browsers never fire onstart when muted or without voices; show "speaking" anyway.
    setSpeaking(true);
  });
}

function releaseAudio(): void {
  if (audioFrame !== undefined && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(audioFrame);
  audioFrame = undefined;
  if (audio) {
    audio.onended = null;
    audio.onerror = null;
    audio.ontimeupdate = null;
    audio.onplaying = null;
    audio.pause();
    audio = undefined;
  }
  if (audioUrl) {
    URL.revokeObjectURL(audioUrl);
    audioUrl = undefined;
  }
}

/** Reports how far the recorded voice has played: on every timeupdate, and every frame while playing. */
function followAudio(element: HTMLAudioElement, textLength: number, myTurn: number): void {
  const tell = () => report(myTurn, { type: 'time', currentTime: element.currentTime, duration: element.duration, textLength });
  element.ontimeupdate = tell;
  if (typeof requestAnimationFrame !== 'function') return;
  const frame = () => {
    if (audio !== element || myTurn !== turn) return;
    if (!element.paused) tell();
    audioFrame = requestAnimationFrame(frame);
  };
  element.onplaying = () => {
    if (audioFrame === undefined) audioFrame = requestAnimationFrame(frame);
  };
}

async function speakWithProvider(text: string, emotion: Emotion, myTurn: number): Promise<boolean> {
  if (!canPlayAudio() || !(await providerReady()) || myTurn !== turn) return false;
  const controller = new AbortController();
  pending = controller;
  try {
    const blob = await fetchProviderAudio({ text, settings: GENERATION_PRESETS[emotion] }, controller.signal);
    if (myTurn !== turn) return true;
    releaseAudio();
    audioUrl = URL.createObjectURL(blob);
    const element = new Audio(audioUrl);
    element.volume = parseVoiceSettings(readStorage(STORAGE_KEYS.voiceSettings)).volume;
    audio = element;
    followAudio(element, Math.min(text.length, PROVIDER_TEXT_MAX_LENGTH), myTurn);
    element.onended = () => {
      if (myTurn === turn) {
        releaseAudio();
        report(myTurn, { type: 'end' });
        setSpeaking(false);
      }
    };
    setSpeaking(true);
    await element.play();
    return true;
  } catch (error) {
    if (myTurn !== turn) return true;
    // Spec: provider failures only log and fall back to browser speech.
    console.warn('Voice provider failed; using the browser voice.', error);
    releaseAudio();
    return false;
  } finally {
    if (pending === controller) pending = undefined;
  }
}

/** Speaks the text; a new call stops what was being said. */
export function speak(text: string, options: SpeakOptions = {}): void {
  const said = cleanForSpeech(text);
  stopSpeaking();
  if (!said) return;
  const myTurn = turn;
  const language = options.lang ?? pageLanguage();
  const locale = speechLocale(language);
  const emotion = options.emotion ?? chooseEmotion(said, options.category);
  const name = options.childName === undefined ? readChildName() : options.childName;
  const spoken = options.personalize === false ? said : personalize(said, name, language);
  const choice: VoiceChoice = { settings: options.voiceSettings, speed: options.voiceSpeed, tweak: options.tweak, fixedRate: options.rate };
  if (options.onProgress) {
    progress = { turn: myTurn, listener: options.onProgress };
    report(myTurn, { type: 'start', text: spoken });
  }
  if (options.useProvider === false) {
    speakWithBrowser(spoken, emotion, locale, myTurn, choice);
    return;
  }
  void speakWithProvider(spoken, emotion, myTurn).then((played) => {
    if (!played && myTurn === turn) speakWithBrowser(spoken, emotion, locale, myTurn, choice);
  });
}

export function stopSpeaking(): void {
  const follower = progress;
  progress = undefined;
  turn += 1;
  pending?.abort();
  pending = undefined;
  releaseAudio();
  if (isSpeechSupported()) window.speechSynthesis.cancel();
  setSpeaking(false);
  follower?.listener({ type: 'end' });
}

export function onSpeakingChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isSpeaking(): boolean {
  return speaking;
}
