/** Picking the browser voice: the right language first, then a female or child-like voice. */

export interface VoiceLike {
  name: string;
  lang: string;
  default?: boolean;
  localService?: boolean;
}

const LOCALES: Record<string, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  ja: 'ja-JP',
  zh: 'zh-CN',
  pt: 'pt-PT',
};

/** 'es' → 'es-ES'; a full locale stays as it is. */
export function speechLocale(language: string | undefined): string {
  const value = (language ?? '').trim();
  if (!value) return 'en-US';
  if (value.includes('-') || value.includes('_')) return value.replace('_', '-');
  return LOCALES[value.toLowerCase()] ?? value;
}

const norm = (lang: string) => lang.replace('_', '-').toLowerCase();

const FRIENDLY =
  /female|woman|girl|child|kid|junior|samantha|victoria|karen|moira|tessa|fiona|zira|susan|hazel|aria|jenny|libby|sonia|natasha|catherine|serena|ava|allison|amélie|amelie|audrey|marie|helena|laura|paulina|monica|mónica|lucia|elsa|alice|federica|paola|anna|petra|katja|marlene|kyoko|o-ren|haruka|nanami|ting-ting|tingting|mei-jia|sin-ji|xiaoxiao|huihui|yaoyao/i;
const MALE =
  /\bmale\b|\bman\b|daniel|alex\b|fred|david|mark|george|james|thomas|jorge|diego|juan|pablo|luca|paolo|markus|stefan|yannick|henri|otoya|kangkang|yunxi|guy|ryan/i;

/** A score for how well a voice suits the companion speaking `locale`; negative means wrong language. */
export function scoreVoice(voice: VoiceLike, locale: string): number {
  const want = norm(locale);
  const have = norm(voice.lang);
  const wantLanguage = want.split('-')[0];
  let score: number;
  if (have === want) score = 100;
  else if (have.split('-')[0] === wantLanguage) score = 80;
  else return -1;
  if (FRIENDLY.test(voice.name)) score += 10;
  if (MALE.test(voice.name) && !/female/i.test(voice.name)) score -= 10;
  if (/google|natural|neural|enhanced|premium/i.test(voice.name)) score += 3;
  if (voice.localService) score += 1;
  if (voice.default) score += 1;
  return score;
}

/**
 * The best voice for the language: the child's chosen voice when it speaks that language, else a
 * female/child-like voice in it, else any voice in it; undefined means "the browser's default".
 */
export function pickVoice<V extends VoiceLike>(
  voices: readonly V[],
  locale: string,
  preferredName?: string,
): V | undefined {
  const language = norm(locale).split('-')[0];
  if (preferredName) {
    const preferred = voices.find((v) => v.name === preferredName && norm(v.lang).split('-')[0] === language);
    if (preferred) return preferred;
  }
  let best: V | undefined;
  let bestScore = -1;
  for (const voice of voices) {
    const score = scoreVoice(voice, locale);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return bestScore >= 0 ? best : undefined;
}
