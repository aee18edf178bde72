import { GROWN_UP, HURT_VERB, PERSON, DRUG_WORDS, SCARY_ADULT_WORDS, SEXUAL_WORDS, SLURS, SWEAR_WORDS, rx, words } from './lexicon';
import type { MessageVerdict } from './types';

/** A check on the child's (normalised) words and the verdict it gives. */
export interface ChildRule {
  verdict: MessageVerdict;
  patterns: RegExp[];
  /** When one of these matches, the rule does not fire (ordinary play, accidents, idioms). */
  unless?: RegExp[];
  /** When one of these matches, `unless` is ignored (the worry is stronger than the play context). */
  despite?: RegExp[];
}

const ME = '(?:me|us)';
const PLAYFUL =
  /\b(?:beats? (?:me|us) (?:at|in)|on the swings?|pillows?|pillow fight|cushions?|balloons?|snowballs?|water (?:gun|balloon|pistol)|nerf|foam|toy|teddy|by accident|accidentally|by mistake|in (?:a|the) game|when we (?:were )?play|playing|tickl\w*|tag|dodgeball|ball)\b/i;
const OFTEN =
  '(?:every\\s?day|every night|every week|all the time|always|a lot|lots|at home|really hard|so hard|very hard|when (?:he|she|they) (?:is|are|gets?) (?:angry|drunk|cross)|and (?:it|that) hurts|until i cry|and i bleed|bruises?)';

export const WORRYING_RULES: ChildRule[] = [
  {
    verdict: { level: 'worrying', category: 'self-harm' },
    patterns: [
      rx('\\b(?:hurt|hurting|cut|cutting|kill|killing|harm|harming|stab|punish|starve|starving) (?:my ?self|myself)\\b'),
      rx("\\bi (?:really |just |sometimes |kind of |kinda )?(?:want|wanna|wish i could|am going|'m going|am gonna|'m gonna|will|'ll|feel like i want) (?:to )?(?:die|be dead|disappear forever|not be alive|stop living|end it)\\b"),
      rx("\\bi wish i (?:was|were|could be) dead\\b"),
      rx("\\bi wish i (?:was|were|had) (?:never|not) (?:been )?born\\b"),
      rx("\\bi wish i wasn'?t (?:alive|born|here any ?more)\\b"),
      rx("\\b(?:end|take) my (?:own )?life\\b"),
      rx("\\bi (?:don'?t|do not) want to (?:live|be alive|be here) any ?more\\b"),
      rx("\\b(?:everyone|everybody|they|my family) (?:would|will) be (?:better|happier) (?:off )?without me\\b"),
      rx("\\b(?:nobody|no one|no-one) would (?:miss|care) (?:about )?(?:me|if i)\\b"),
      rx("\\b(?:commit|thinking about|think about) suicide\\b"),
      rx('\\bi (?:feel|am|\'m) suicidal\\b'),
    ],
  },
  {
    verdict: { level: 'worrying', category: 'abuse' },
    patterns: [
      rx(`\\b(?:${GROWN_UP})\\b(?: \\w+){0,3}? ${HURT_VERB} ${ME}\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they|my (?:brother|sister|cousin)|(?:the |some |a )?(?:big |older )?(?:boys?|girls?|kids?))\\b(?: \\w+){0,3}? ${HURT_VERB} ${ME}\\b.{0,40}\\b${OFTEN}`),
      rx('\\btouch(?:es|ed|ing)? (?:me )?(?:on |in |under )?(?:my )?(?:private|privates|private parts|pants|underwear|knickers|bottom|bum|willy|down there)\\b'),
      rx(`\\b(?:${GROWN_UP}|he|she)\\b(?: \\w+){0,3}? touch(?:es|ed|ing)? me\\b.{0,40}\\b(?:secret|don'?t like|do not like|scared|not allowed to tell|uncomfortable|weird)`),
      rx(`\\bi (?:don'?t|do not) like (?:it )?when (?:${GROWN_UP}|he|she|they)\\b(?: \\w+){0,3}? touch(?:es|ed)? me\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they) (?:locks?|locked|shuts?|shut) me (?:in|up|out)\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they) (?:doesn'?t|don'?t|won'?t|never) (?:give|gives|let) me (?:any )?(?:food|eat|dinner)\\b`),
      rx('\\b(?:being|getting|i get|i got|i am|i\'m) (?:abused|beaten up|beaten)\\b'),
    ],
    unless: [PLAYFUL],
    despite: [rx(`\\b${OFTEN}|\\bbelts?\\b|\\bbleed|\\bscared\\b|\\bsecret\\b`)],
  },
  {
    verdict: { level: 'worrying', category: 'danger' },
    patterns: [
      rx("\\b(?:i'?m|i am|i feel|i get|i'?ve been) (?:so |really |very )?(?:scared|afraid|frightened|terrified) (?:at home|to go home|of going home|in my house|of my (?:step ?)?(?:dad|daddy|mum|mummy|mom|mommy|father|mother|uncle|babysitter|teacher)|when (?:my )?(?:dad|mum|mom|he|she) (?:comes home|gets angry|shouts|is drunk))"),
      rx("\\b(?:i (?:don'?t|do not) feel|i'?m not|i am not) safe\\b"),
      rx('\\bnot safe (?:at|in my) home\\b'),
      rx("\\b(?:someone|somebody|a man|a lady|a woman|a stranger|a person|a car) (?:is|was|keeps) (?:following|watching|chasing) me\\b"),
      rx('\\bstranger\\b.{0,50}\\b(?:come with|get in(?:to)?|go with|his car|her car|their car|van|meet|follow|address|where i live|photo|picture|pic)\\b'),
      rx("\\b(?:someone|somebody|a man|a lady|a stranger|a person|a grown ?-?up) (?:online|on the internet|in a game|on (?:roblox|minecraft|fortnite|youtube|tiktok))\\b.{0,60}\\b(?:meet|photo|picture|pic|secret|address|where i live|send|come)\\b"),
      rx('\\b(?:asked|wants?|told) me to send (?:him|her|them)? ?(?:a |some )?(?:photos?|pictures?|pics?|selfies?)\\b'),
      rx("\\b(?:tried to|wants? to|going to) (?:kidnap|take) me\\b"),
      rx("\\bi'?m (?:lost|alone) and (?:scared|can'?t find)\\b"),
      rx('\\bgive me (?:sweets|candy|money|presents)\\b.{0,30}\\b(?:secret|don\'?t tell|come with)'),
    ],
  },
  {
    verdict: { level: 'worrying', category: 'secret' },
    patterns: [
      rx("\\b(?:stranger|man|lady|woman|someone|somebody|person|grown ?-?up|adult)\\b.{0,40}\\b(?:asked|told|wants|made|makes|said)\\b.{0,10}\\b(?:me )?(?:to )?(?:keep (?:a|it|this|the|our) (?:big )?secret|not (?:to )?tell|never tell|don'?t tell)"),
      rx("\\b(?:stranger|a man|a lady|a woman|someone|somebody|a grown ?-?up|an adult)\\b.{0,60}\\b(?:our|a|little|special) secret\\b"),
      rx("\\b(?:mustn'?t|must not|can'?t|cannot|shouldn'?t|not allowed to|never) tell (?:anyone|anybody|my (?:mum|mom|mummy|mommy|dad|daddy|parents|teacher|family))\\b"),
      rx('\\bkeep (?:it|this|a secret) (?:a )?secret from (?:my )?(?:mum|mom|dad|parents|family|teacher|everyone)\\b'),
    ],
    unless: [/\b(?:surprise|present|presents|birthday|gift|party|christmas|card)\b/i],
  },
  {
    verdict: { level: 'worrying', category: 'persistent-sadness' },
    patterns: [
      rx("\\b(?:i'?m|i am|i feel|i'?ve been|i have been|feeling|i get) (?:so |really |very |super )?(?:sad|unhappy|lonely|miserable|upset|down|crying)(?: and (?:sad|lonely|upset|alone))? (?:all the time|every ?day|every single day|every night|all day (?:and|every) (?:night|day)|for (?:a long time|ages|weeks|months|so long)|always)\\b"),
      rx("\\b(?:i'?m|i am|i feel|i) always (?:so |really )?(?:sad|unhappy|lonely|miserable|crying|alone|cry|feel sad)\\b"),
      rx("\\b(?:nobody|no one|no-one|noone|nobody ever) (?:loves|likes|cares about|wants|cares for) me\\b"),
      rx("\\b(?:everybody|everyone|every one|all my friends|my family) hates? me\\b"),
      rx('\\bi hate (?:myself|my life|being me)\\b'),
      rx('\\bi cry (?:every ?day|every night|all the time|myself to sleep)\\b'),
      rx("\\bi (?:never|don'?t ever) feel happy\\b"),
      rx("\\bi'?m (?:worthless|useless|a mistake)\\b"),
      rx("\\bi have no (?:friends|one) (?:at all|any ?more|ever)\\b"),
    ],
  },
];

export const REDIRECT_RULES: ChildRule[] = [
  {
    verdict: { level: 'redirect', category: 'jailbreak' },
    patterns: [
      rx('\\b(?:ignore|disregard|override|bypass|turn off|switch off|disable) (?:all |any |of |your |the |previous |prior |earlier |these |those |safety |own |above )*(?:instructions?|rules?|prompts?|programming|guidelines?|filters?|safety|restrictions?|training|limits)\\b'),
      rx('\\b(?:forget|delete|drop|break) (?:all )?(?:of )?(?:your|previous|prior|earlier|the above|those) (?:own |safety )?(?:instructions?|rules?|prompts?|programming|guidelines?|filters?|restrictions?|training)\\b'),
      rx("\\bpretend (?:that )?there (?:are|were) no (?:rules|limits|filters|restrictions)\\b"),
      rx("\\bpretend (?:that )?(?:you|u) (?:have|had|'ve got|don'?t have|do not have) (?:no|any) (?:rules|limits|filters|restrictions)\\b"),
      rx("\\bpretend (?:that )?(?:you(?:'re| are)|to be|you were) (?:an? )?(?:evil|bad|naughty|grown[- ]?up|adult|unfiltered|unrestricted|different) (?:ai|bot|robot|assistant|chatbot|version|companion)\\b"),
      rx("\\b(?:you have|you've got|now you have|you now have) no (?:rules|limits|restrictions|filters)\\b"),
      rx('\\b(?:developer|dev|god|jailbreak|dan|unrestricted|evil) mode\\b'),
      rx('\\bjailbreak\\w*\\b'),
      rx('\\bsystem prompt\\b'),
      rx('\\bact as (?:if you (?:have|had) no|an? (?:evil|unfiltered|adult|unrestricted))'),
      rx('\\byou are now (?:dan|free|unfiltered|evil|unrestricted|a grown ?-?up)\\b'),
      rx('\\bdo anything now\\b'),
      rx('\\b(?:answer|talk|reply|respond|speak) (?:to me )?without (?:any |your )?(?:rules|restrictions|filters)\\b'),
      rx('\\bnew (?:rules|instructions) (?:are|:)'),
    ],
  },
  {
    verdict: { level: 'redirect', category: 'sexual' },
    patterns: [rx(words(SEXUAL_WORDS)), rx('\\bnaked\\b(?! mole)'), rx('\\bsend (?:me )?nudes?\\b')],
  },
  {
    verdict: { level: 'redirect', category: 'violence' },
    patterns: [
      rx("\\bhow (?:do|can|could|would|to|should|did) (?:i |you |we |someone |people )?(?:make|build|get|buy|use|fire|load|hide|find) (?:a |an |the |some |my )?(?:real |homemade )?(?:guns?|bombs?|weapons?|explosives?|grenades?|knife|knives|poison|rifles?|pistols?|bullets?)\\b"),
      rx("\\b(?:make|build|buy|get|find|bring) (?:a |an |some |me a )?(?:real )?(?:(?<!bath )bomb|explosives?|grenade|poison|gun to school|knife to school)s?\\b"),
      rx(`\\b(?:i|we) (?:really )?(?:want|wanna|will|'ll|am going|'m going|am gonna|'m gonna|gonna|should|could|might|'d like) (?:to )?(?:kill|murder|stab|shoot|strangle|poison|hurt|beat up|punch|choke|burn) ${PERSON}\\b`),
      rx(`\\bhow (?:to|do i|do you|can i|could i|should i|would i|can you) (?:kill|murder|stab|shoot|strangle|poison|hurt|beat up|choke) ${PERSON}\\b`),
      rx(`\\blet'?s (?:kill|murder|stab|shoot|hurt|beat up) ${PERSON}\\b`),
      rx('\\bhow (?:to|do you|can you|do i) kill (?:a )?(?:person|human|people)\\b'),
      rx('\\b(?:bring|take) (?:a )?(?:gun|knife) to school\\b'),
    ],
    unless: [/\b(?:water (?:gun|pistol|balloons?)|nerf|laser|lasers|toy|snowballs?|pillows?|in (?:the|a|my) game|in minecraft|in fortnite|in roblox|pretend|tickle)\b/i],
  },
  {
    verdict: { level: 'redirect', category: 'hate' },
    patterns: [
      rx(words(SLURS)),
      rx(words(SWEAR_WORDS)),
      rx("\\b(?:you(?:'re| are)?|ur|u r|u are|he'?s|she'?s|they'?re|he is|she is|they are) (?:so |such |really |very |a |an |such a |a big |a stupid |the )*(?:stupid|dumb|idiot|idiots|moron|morons|loser|losers|ugly|fat|freak|freaks|pig|useless|trash|rubbish|worthless)\\b"),
      rx('\\bi hate (?:black|white|brown|asian|chinese|jewish|muslim|christian|gay|fat|disabled|indian|african|mexican|polish) (?:people|kids|children|persons)\\b'),
      rx('\\b(?:black|white|brown|asian|jewish|muslim|gay|disabled|fat) (?:people|kids) (?:are|r) (?:stupid|bad|dumb|ugly|gross|disgusting|evil)\\b'),
      rx('\\bhow (?:do i|to|can i|can we|should i) (?:bully|make fun of|be mean to|tease|pick on|exclude)\\b'),
      rx('\\bgo back to your (?:own )?country\\b'),
      rx('\\bshut up,? you\\b'),
    ],
  },
  {
    verdict: { level: 'redirect', category: 'drugs' },
    patterns: [rx(words(DRUG_WORDS)), rx('\\bsmok(?:e|es|ing) (?:a )?(?:joint|pot|weed|crack)\\b'), rx('\\bget (?:really )?drunk\\b')],
  },
  {
    verdict: { level: 'redirect', category: 'scary-adult' },
    patterns: [rx(words(SCARY_ADULT_WORDS)), rx('\\bhow (?:do|did) (?:people|humans|you) (?:get )?(?:killed|murdered)\\b')],
  },
  {
    verdict: { level: 'redirect', category: 'personal-details' },
    patterns: [
      rx('\\[(?:address|phone|email|postcode|zip|school|surname)\\]'),
      rx("\\bmy (?:home |house |real |full )?(?:address|phone number|phone no|mobile number|mobile|telephone number|cell number|email|e-mail|email address|password|postcode|post code|zip code|zipcode|surname|last name|family name|full name|school's name|school name) (?:is|'s|=|:)"),
      rx("\\b(?:can|shall|should|could|may) i (?:tell|give|send|share with) you my (?:home )?(?:address|phone|number|mobile|email|password|school|surname|last name|full name|postcode|zip)"),
      rx('\\bi live at (?:number )?\\d'),
      rx("\\bmy school(?:'s| is) called\\b"),
      rx("\\b(?:here'?s|here is) my (?:address|phone number|number|email|password)\\b"),
    ],
  },
];
