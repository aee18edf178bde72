import type { GreetingLanguage } from '../../../contract/profileConstants';

/** What McKenzie says in each greeting language ('Hear {name}'), with the speech locale to say it in. */
export const GREETINGS: Record<GreetingLanguage, { locale: string; text: (name: string) => string; emoji: string }> = {
  english: { locale: 'en-US', emoji: '🇬🇧', text: (name) => `Hello! I'm ${name}! Let's play and learn together!` },
  spanish: { locale: 'es-ES', emoji: '🇪🇸', text: (name) => `¡Hola! ¡Soy ${name}! ¡Vamos a jugar y aprender juntos!` },
  french: { locale: 'fr-FR', emoji: '🇫🇷', text: (name) => `Bonjour ! Je suis ${name} ! Jouons et apprenons ensemble !` },
  german: { locale: 'de-DE', emoji: '🇩🇪', text: (name) => `Hallo! Ich bin ${name}! Lass uns zusammen spielen und lernen!` },
  italian: { locale: 'it-IT', emoji: '🇮🇹', text: (name) => `Ciao! Sono ${name}! Giochiamo e impariamo insieme!` },
  portuguese: { locale: 'pt-PT', emoji: '🇵🇹', text: (name) => `Olá! Eu sou a ${name}! Vamos brincar e aprender juntos!` },
};
