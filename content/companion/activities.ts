import type { Random } from '../random';
import { reflectShort } from './reflect';
import { joinParts } from './style';

export type ActivityKind =
  | 'drawing' | 'playing' | 'music' | 'sports' | 'nature' | 'photos' | 'reading' | 'cooking' | 'building' | 'dancing' | 'swimming' | 'screen';

const KIND_WORDS: [ActivityKind, RegExp][] = [
  ['swimming', /\bswim\w*|\bpool\b|\bsplash\w*/],
  ['dancing', /\bdanc\w*|\bballet\b/],
  ['sports', /\bsports?\b|\bfootball|\bsoccer|\bgoal\b|\bbasket\w*|\btennis|\brunning|\bran\b|\brace\b|\bgymnastics|\bbike|\bcycl\w*|\bskat\w*|\bscooter|\bkarate|\bjudo|\bcricket|\brugby|\bhockey|\bbaseball|\bnetball|\bclimb\w*|\btrampoline|\bskipping|\bjump\w*/],
  ['music', /\bmusic|\bsing\w*|\bsang\b|\bsongs?\b|\bpiano|\bguitar|\bdrums?\b|\bviolin|\brecorder|\bukulele|\binstrument|\bxylophone/],
  ['drawing', /\bdraw\w*|\bdrew\b|\bpaint\w*|\bcolou?r(?:ing|ed)\b|\bcrayons?|\bpencils?|\bart\b|\bcraft|\bglitter|\bsticker/],
  ['photos', /\bphotos?\b|\bpictures? of\b|\bcamera|\bsnapped|\bselfie/],
  ['nature', /\bnature|\bpark\b|\bgarden\w*|\bwalk\w*|\btrees?\b|\bflowers?|\bbugs?\b|\binsects?|\bbeach|\bforest|\bwoods\b|\bleaves|\bbirds?\b|\bsnails?|\bworms?\b|\brocks?\b|\bhik\w*|\bcamping|\bpuddles?|\bbutterfl\w*|\bplants?\b|\bseeds?\b|\bducks?\b/],
  ['reading', /\bread\w*|\bbooks?\b|\bstor(?:y|ies)\b|\blibrary/],
  ['cooking', /\bcook\w*|\bbak\w*|\bcakes?\b|\bcookies|\bbiscuits|\bpancakes|\bpizza\b|\bmuffins?/],
  ['building', /\blego|\bblocks?\b|\bbuil[dt]\w*|\bden\b|\bcastle|\btower|\bsandcastle/],
  ['screen', /\bvideo games?\b|\bminecraft|\broblox|\btablet|\bipad|\bcartoons?\b|\btv\b|\bmovie|\bfilm/],
  ['playing', /\bplay\w*|\bgames?\b|\btoys?\b|\bdolls?\b|\bhide and seek|\btag\b|\bplayground|\bpretend|\bpirates?\b|\bswings?\b|\bslide\b|\bteddy|\bcars?\b|\btrains?\b|\bpuzzles?/],
];

const CHEERS: Record<ActivityKind, readonly string[]> = {
  drawing: ['Drawing is so creative! 🎨', 'I love that you have been making art!', 'What a wonderful artist you are!'],
  playing: ['Playing is the best! 🧸', 'Ooh, playtime! That sounds like so much fun.', 'I love playing too!'],
  music: ['Music makes me want to dance! 🎵', 'How wonderful, music is magic!', 'La la la! I love music!'],
  sports: ['Wow, you have been so active! ⚽', 'Sports make our bodies strong. Go you!', 'What a sporty star you are!'],
  nature: ['Nature is full of wonders! 🌳', 'How lovely to be outside exploring!', 'I love nature adventures!'],
  photos: ['Taking photos is like catching memories! 📸', 'What a great photographer you are!', 'Photos help us remember special moments!'],
  reading: ['Reading is like a magic door to new worlds! 📚', 'I love stories!', 'What a brilliant reader you are!'],
  cooking: ['Yum! Cooking is like doing science you can eat! 🧁', 'Ooh, that sounds delicious!', 'What a clever chef you are!'],
  building: ['What a great builder you are! 🧱', 'Building things is so clever!', 'I love building too!'],
  dancing: ['Dancing is so much fun! 💃', 'Twirl and spin! I love dancing!', 'What a great dancer you are!'],
  swimming: ['Splish splash! Swimming is brilliant! 🏊', 'Swimming is such a great skill!', 'I love the water too!'],
  screen: ['That sounds fun!', 'Ooh, what did you like about it?'],
};

const FOLLOW_UPS: Record<ActivityKind, readonly string[]> = {
  drawing: ['What did you draw?', 'Which colours did you use?', 'What will you draw next?'],
  playing: ['What game did you play?', 'Who did you play with?', 'What was the best part?'],
  music: ['What song did you play or sing?', 'What is your favourite song?', 'Which instrument would you like to learn?'],
  sports: ['What was the best part?', 'Who were you playing with?', 'How did you feel afterwards?'],
  nature: ['What did you see?', 'Did you find any animals or bugs?', 'What was your favourite thing outside?'],
  photos: ['What did you take a photo of?', 'What is your favourite photo?', 'Who was in your photos?'],
  reading: ['What was the story about?', 'Who was your favourite character?', 'What do you think happens next?'],
  cooking: ['What did you make?', 'Did it taste yummy?', 'Who helped you?'],
  building: ['What did you build?', 'How tall did it get?', 'What will you build next?'],
  dancing: ['What music did you dance to?', 'Can you show me your best move?', 'Who danced with you?'],
  swimming: ['Can you swim on your back?', 'Did you splash a lot?', 'What is your favourite thing in the water?'],
  screen: ['What was your favourite part?', 'What else did you do today?', 'Did you play outside too?'],
};

const DETAIL_REPLIES: readonly string[] = ['Wow, {detail}!', '{Detail}? That is amazing!', 'Ooh, {detail}! Brilliant!', 'I love that {detail}!'];

export interface ActivityMessage {
  kind: ActivityKind | null;
  detail: string;
}

/** Reads "I've been doing sports! I scored a goal." or free text. */
export function parseActivity(text: string): ActivityMessage {
  const clean = text.trim().replace(/[’]/g, "'");
  const tile = /^i'?ve been (?:doing |having |playing )?([a-z ]+?)[!.]\s*(.*)$/is.exec(clean);
  if (tile?.[1]) {
    return { kind: detectActivity(tile[1]) ?? detectActivity(tile[2] ?? ''), detail: (tile[2] ?? '').trim() };
  }
  return { kind: detectActivity(clean), detail: clean };
}

export function detectActivity(text: string): ActivityKind | null {
  const t = text.toLowerCase();
  for (const [kind, pattern] of KIND_WORDS) if (pattern.test(t)) return kind;
  return null;
}

export function activityReply(message: ActivityMessage, childAge: number, random: Random): string {
  const kind = message.kind ?? 'playing';
  const reflected = message.detail ? reflectShort(message.detail, 14) : null;
  const detailLine =
    reflected && /\byou\b|\byour\b/.test(reflected)
      ? random
          .pick(DETAIL_REPLIES)
          .replace('{detail}', reflected)
          .replace('{Detail}', reflected.charAt(0).toUpperCase() + reflected.slice(1))
      : '';
  const cheer = random.pick(CHEERS[kind]);
  const question = random.pick(FOLLOW_UPS[kind]);
  if (childAge <= 5) return joinParts(detailLine || cheer, question);
  return joinParts(cheer, detailLine, question);
}

/** The warm reply to a drawing shared from the drawing canvas. */
export function drawingReply(childAge: number, random: Random, childName?: string): string {
  const thanks = random.pick([
    'Wow, thank you for my drawing! 🎨',
    'A drawing for me? I love it! 🖍️',
    'Ooh, what a beautiful picture! Thank you! 🌈',
    'You made this for me? That makes me so happy! 💖',
  ]);
  const praise = random.pick([
    'I love all the bright colours you chose.',
    'You used such lovely colours and lines.',
    'I can see you worked really hard on it.',
    'The colours look so cheerful together!',
    'Every line shows how creative you are.',
  ]);
  const name = childName ? `You're a real artist, ${childName}!` : "You're a real artist!";
  const question = random.pick(['What does your drawing show?', 'Can you tell me what is in your picture?', 'What is your favourite part of it?', 'What did you draw? I would love to know!']);
  return childAge <= 5 ? joinParts(thanks, praise, question) : joinParts(thanks, praise, name, question);
}
