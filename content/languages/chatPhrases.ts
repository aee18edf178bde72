import type { ChatQuestionType, LearnableLanguage } from './types';

/** Sentences McKenzie says in the language chat, each with its English translation. */
export interface Said {
  text: string;
  translation: string;
}

type PerLanguage = Record<LearnableLanguage, string>;

/** "{name}" is the companion's name. */
export const CHAT_GREETING: PerLanguage & { english: string } = {
  english: "Hello! I'm {name}. What's your name?",
  spanish: '¡Hola! Soy {name}. ¿Cómo te llamas?',
  french: "Bonjour ! Je suis {name}. Comment tu t'appelles ?",
  german: 'Hallo! Ich bin {name}. Wie heißt du?',
  italian: 'Ciao! Sono {name}. Come ti chiami?',
  japanese: 'こんにちは！わたしは{name}です。おなまえは？',
  chinese: '你好！我是{name}。你叫什么名字？',
};

/** "{en}" is the English word, "{word}" the word in the language being learned. */
export const HOW_DO_YOU_SAY: PerLanguage & { english: string } = {
  english: 'How do you say "{en}" in {language}?',
  spanish: '¿Cómo se dice "{en}" en español?',
  french: 'Comment dit-on « {en} » en français ?',
  german: 'Wie sagt man „{en}“ auf Deutsch?',
  italian: 'Come si dice "{en}" in italiano?',
  japanese: '「{en}」はにほんごでなんといいますか？',
  chinese: '“{en}”用中文怎么说？',
};

export const WHAT_DOES_IT_MEAN: PerLanguage & { english: string } = {
  english: 'What does "{word}" mean?',
  spanish: '¿Qué significa "{word}"?',
  french: 'Que veut dire « {word} » ?',
  german: 'Was bedeutet „{word}“?',
  italian: 'Che cosa vuol dire "{word}"?',
  japanese: '「{word}」はどういういみですか？',
  chinese: '“{word}”是什么意思？',
};

/** One open question per type: any word of that type, in either language, is a good answer. */
export const OPEN_QUESTIONS: Record<ChatQuestionType, PerLanguage & { english: string }> = {
  vocabulary: {
    english: 'What can you see around you?',
    spanish: '¿Qué ves a tu alrededor?', french: "Qu'est-ce que tu vois autour de toi ?", german: 'Was siehst du um dich herum?',
    italian: 'Che cosa vedi intorno a te?', japanese: 'まわりになにがみえる？', chinese: '你周围能看到什么？',
  },
  basic_phrases: {
    english: 'What do you say when someone gives you a present?',
    spanish: '¿Qué dices cuando alguien te da un regalo?', french: 'Que dis-tu quand on te donne un cadeau ?',
    german: 'Was sagst du, wenn dir jemand ein Geschenk gibt?', italian: 'Cosa dici quando qualcuno ti fa un regalo?',
    japanese: 'プレゼントをもらったら、なんといいますか？', chinese: '别人送你礼物的时候，你说什么？',
  },
  numbers: {
    english: 'How old are you?',
    spanish: '¿Cuántos años tienes?', french: 'Tu as quel âge ?', german: 'Wie alt bist du?',
    italian: 'Quanti anni hai?', japanese: 'なんさいですか？', chinese: '你几岁了？',
  },
  colors: {
    english: 'What is your favorite color?',
    spanish: '¿Cuál es tu color favorito?', french: 'Quelle est ta couleur préférée ?', german: 'Was ist deine Lieblingsfarbe?',
    italian: 'Qual è il tuo colore preferito?', japanese: 'すきないろはなんですか？', chinese: '你最喜欢什么颜色？',
  },
  family: {
    english: 'Who is in your family?',
    spanish: '¿Quién hay en tu familia?', french: 'Qui est dans ta famille ?', german: 'Wer gehört zu deiner Familie?',
    italian: "Chi c'è nella tua famiglia?", japanese: 'かぞくはだれがいますか？', chinese: '你家里有谁？',
  },
  greetings: {
    english: 'How are you today?',
    spanish: '¿Cómo estás hoy?', french: "Comment vas-tu aujourd'hui ?", german: 'Wie geht es dir heute?',
    italian: 'Come stai oggi?', japanese: 'きょうはげんきですか？', chinese: '你今天好吗？',
  },
  simple_conversation: {
    english: 'What do you like to do?',
    spanish: '¿Qué te gusta hacer?', french: "Qu'est-ce que tu aimes faire ?", german: 'Was machst du gern?',
    italian: 'Cosa ti piace fare?', japanese: 'なにをするのがすきですか？', chinese: '你喜欢做什么？',
  },
  daily_activities: {
    english: 'What do you do in the morning?',
    spanish: '¿Qué haces por la mañana?', french: "Qu'est-ce que tu fais le matin ?", german: 'Was machst du am Morgen?',
    italian: 'Cosa fai la mattina?', japanese: 'あさはなにをしますか？', chinese: '你早上做什么？',
  },
  feelings_emotions: {
    english: 'How do you feel today?',
    spanish: '¿Cómo te sientes hoy?', french: "Comment te sens-tu aujourd'hui ?", german: 'Wie fühlst du dich heute?',
    italian: 'Come ti senti oggi?', japanese: 'きょうはどんなきもち？', chinese: '你今天感觉怎么样？',
  },
  food_drinks: {
    english: 'What is your favorite food?',
    spanish: '¿Cuál es tu comida favorita?', french: 'Quel est ton plat préféré ?', german: 'Was isst du am liebsten?',
    italian: 'Qual è il tuo cibo preferito?', japanese: 'すきなたべものはなんですか？', chinese: '你最喜欢吃什么？',
  },
  animals: {
    english: 'What is your favorite animal?',
    spanish: '¿Cuál es tu animal favorito?', french: 'Quel est ton animal préféré ?', german: 'Was ist dein Lieblingstier?',
    italian: 'Qual è il tuo animale preferito?', japanese: 'すきなどうぶつはなんですか？', chinese: '你最喜欢什么动物？',
  },
  body_parts: {
    english: 'Can you name a part of your body?',
    spanish: '¿Puedes nombrar una parte de tu cuerpo?', french: 'Tu peux nommer une partie de ton corps ?',
    german: 'Kannst du einen Körperteil nennen?', italian: 'Sai dire una parte del tuo corpo?',
    japanese: 'からだのぶぶんをひとついえる？', chinese: '你能说出身体的一个部位吗？',
  },
  weather: {
    english: 'What is the weather like today?',
    spanish: '¿Qué tiempo hace hoy?', french: "Quel temps fait-il aujourd'hui ?", german: 'Wie ist das Wetter heute?',
    italian: 'Che tempo fa oggi?', japanese: 'きょうのてんきはどう？', chinese: '今天天气怎么样？',
  },
  clothing: {
    english: 'What are you wearing today?',
    spanish: '¿Qué llevas puesto hoy?', french: "Qu'est-ce que tu portes aujourd'hui ?", german: 'Was hast du heute an?',
    italian: 'Cosa indossi oggi?', japanese: 'きょうはなにをきていますか？', chinese: '你今天穿什么？',
  },
  storytelling: {
    english: 'Who is in your story: a dragon or a princess?',
    spanish: '¿Quién está en tu cuento: un dragón o una princesa?', french: 'Qui est dans ton histoire : un dragon ou une princesse ?',
    german: 'Wer ist in deiner Geschichte: ein Drache oder eine Prinzessin?', italian: "Chi c'è nella tua storia: un drago o una principessa?",
    japanese: 'おはなしにはだれがでてくる？ドラゴン？おひめさま？', chinese: '你的故事里有谁？龙还是公主？',
  },
};

export type FeedbackKind = 'correct' | 'close' | 'open_known' | 'open_english' | 'try_again' | 'open_other' | 'greeted';

/** Kind feedback; "{word}" is the word in the language being learned, "{en}" its English. */
export const FEEDBACK: Record<FeedbackKind, PerLanguage & { english: string }> = {
  correct: {
    english: 'Well done! "{word}" means "{en}".',
    spanish: '¡Muy bien! "{word}" significa "{en}".', french: 'Bravo ! « {word} » veut dire « {en} ».',
    german: 'Super gemacht! „{word}“ bedeutet „{en}“.', italian: 'Bravissimo! "{word}" vuol dire "{en}".',
    japanese: 'よくできました！「{word}」は「{en}」といういみです。', chinese: '真棒！“{word}”的意思是“{en}”。',
  },
  close: {
    english: 'Almost perfect! We write it "{word}" — that means "{en}".',
    spanish: '¡Casi perfecto! Se escribe "{word}": significa "{en}".', french: 'Presque parfait ! On écrit « {word} » : ça veut dire « {en} ».',
    german: 'Fast perfekt! Man schreibt „{word}“ – das bedeutet „{en}“.', italian: 'Quasi perfetto! Si scrive "{word}": vuol dire "{en}".',
    japanese: 'おしい！「{word}」とかきます。「{en}」といういみです。', chinese: '差一点儿！应该写“{word}”，意思是“{en}”。',
  },
  open_known: {
    english: 'How lovely! "{word}" means "{en}".',
    spanish: '¡Qué bien! "{word}" quiere decir "{en}".', french: 'Super ! « {word} » veut dire « {en} ».',
    german: 'Toll! „{word}“ heißt „{en}“.', italian: 'Che bello! "{word}" significa "{en}".',
    japanese: 'すてき！「{word}」は「{en}」です。', chinese: '太好了！“{word}”就是“{en}”。',
  },
  open_english: {
    english: 'Good idea! "{en}" is "{word}". Can you say it?',
    spanish: '¡Buena idea! "{en}" se dice "{word}". ¿Lo puedes decir?', french: 'Bonne idée ! « {en} » se dit « {word} ». Tu peux le dire ?',
    german: 'Gute Idee! „{en}“ heißt „{word}“. Kannst du es sagen?', italian: 'Bella idea! "{en}" si dice "{word}". Riesci a dirlo?',
    japanese: 'いいね！「{en}」は「{word}」です。いってみて！', chinese: '好主意！“{en}”就是“{word}”。你能说一说吗？',
  },
  try_again: {
    english: 'Good try! The answer is "{word}" — "{en}". You are learning so much!',
    spanish: '¡Buen intento! La respuesta es "{word}": "{en}". ¡Estás aprendiendo mucho!',
    french: 'Bien essayé ! La réponse est « {word} » : « {en} ». Tu apprends plein de choses !',
    german: 'Guter Versuch! Die Antwort ist „{word}“ – „{en}“. Du lernst so viel!',
    italian: 'Bel tentativo! La risposta è "{word}": "{en}". Stai imparando tantissimo!',
    japanese: 'がんばったね！こたえは「{word}」、「{en}」です。たくさんおぼえているね！',
    chinese: '很好的尝试！答案是“{word}”，意思是“{en}”。你学得真多！',
  },
  open_other: {
    english: "Thank you for telling me! Let's learn another word.",
    spanish: '¡Gracias por contármelo! Aprendamos otra palabra.', french: "Merci de me l'avoir dit ! Apprenons un autre mot.",
    german: 'Danke, dass du mir das erzählst! Lernen wir noch ein Wort.', italian: 'Grazie di avermelo detto! Impariamo un’altra parola.',
    japanese: 'おしえてくれてありがとう！ほかのことばもおぼえよう。', chinese: '谢谢你告诉我！我们再学一个词吧。',
  },
  greeted: {
    english: "Nice to meet you! Let's learn together.",
    spanish: '¡Mucho gusto! Vamos a aprender juntos.', french: 'Enchanté ! Apprenons ensemble.',
    german: 'Freut mich! Lass uns zusammen lernen.', italian: 'Piacere! Impariamo insieme.',
    japanese: 'はじめまして！いっしょにべんきょうしよう。', chinese: '很高兴认识你！我们一起学习吧。',
  },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
