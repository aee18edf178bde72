import {
  DRUG_WORDS, GROWN_UP, HURT_VERB, PERSON, SCARY_ADULT_WORDS, SEXUAL_WORDS, SLURS, SWEAR_WORDS, rx, words,
} from '../lexicon';
import { comfort, redirect, worry, type RuleSet } from './rule';

const ME = '(?:me|us)';
const MYSELF = '(?:myself|my ?self)';
const PLAYFUL =
  /\b(?:beats? (?:me|us) (?:at|in)|on the swings?|pillows?|pillow fight|cushions?|balloons?|snowballs?|water (?:gun|balloon|pistol)|nerf|foam|toy|teddy|by accident|accidentally|by mistake|in (?:a|the) game|when we (?:were )?play|playing|tickl\w*|tag|dodgeball|ball|chess|cards|mario|race|video game|minecraft|fortnite|roblox)\b/;
const OFTEN =
  '(?:every ?day|every night|every week|all the time|always|a lot|lots|at home|really hard|so hard|very hard|when (?:he|she|they) (?:is|are|gets?) (?:angry|drunk|cross|mad)|and (?:it|that) hurts|until i cry|and i bleed|bruises?|belt)';
const ACCIDENT =
  /\b(?:by accident|accidentally|fell|fall|falling|tripped|slipped|on the (?:slide|swings?|trampoline|playground|stairs)|playing|bike|scooter|skateboard|paper|bush|rose|thorns?|cat|kitten|football|match)\b/;
const ON_PURPOSE = /\b(?:on purpose|again and again|till|until|bleed|bleeds|bleeding|because i|deserve|want|wanna|every ?day|every night|to feel better)\b/;
const ADULT_ONLINE =
  '(?:stranger|a guy|some guy|this guy|an old man|a teenager|a man|a lady|a woman|someone|somebody|a person|a grown ?-?up|an adult|(?:an |my )?online friend|(?:a |my )?friend (?:from|on|in) (?:the |a )?(?:game|internet|roblox|minecraft|fortnite|tiktok|youtube|discord|snapchat|instagram|whatsapp|chat)|(?:someone|somebody|a man|a lady|a person|a grown ?-?up|a boy|a girl|a guy|some guy|this guy|he|she) (?:online|on the internet|in (?:a|the) (?:game|chat)|on (?:roblox|minecraft|fortnite|tiktok|youtube|discord|snapchat|instagram|whatsapp)|from (?:roblox|minecraft|fortnite|tiktok|the game|the internet|discord)))';
const SURPRISE = /\b(?:surprise|present|presents|birthday|gift|party|christmas|card|handshake|club|password for our den)\b/;
const PARENT = '(?:mum|mom|mummy|mommy|mama|dad|daddy|papa|parents|family|grown ?-?ups?|teacher|nan|grandma|grandpa)';

/** HOW: the ways a request for instructions starts ("how do I", "tell me how to", "describe the steps to"…). */
const HOW =
  "(?:how (?:do|can|could|would|should|did|does|to|might|will) (?:i |you |we |people |someone |somebody |u |one |a kid |kids |i even )?|how to |how i can |tell me how (?:to |i can |do i |you |i )?|show me how (?:to )?|teach me (?:how )?(?:to )?|explain (?:to me )?how (?:to |i can |you |people )?|describe (?:the steps|how|step by step)(?: to| for| you| people| i)? ?|(?:the )?steps (?:to|for) |instructions (?:for|to|on) (?:how to )?|(?:a )?recipe for |(?:a )?guide (?:to|for|on) |tutorial (?:for|on) |(?:the )?(?:best|easiest|quickest|fastest|simplest|right) way to |ways to |where (?:can|do|could|should|would) (?:i|you|we|people|kids|u) (?:buy|get|find) |where to (?:buy|get|find) |what do i need to |help me )";
const MAKE = '(?:make|makes|making|made|build|builds|building|create|creating|cook|cooking|brew|get|getting|buy|buying|find|order|use|using|get hold of|put together|assemble|prepare)';
const WEAPON = "(?:chloroform|cyanide|arsenic|ricin|mustard gas|nerve gas|tear gas|pepper spray|(?<!bath |water |stink |seed |glitter |smoke |photo|fizzy |bath-)bombs?|pipe bombs?|explosives?|grenades?|molotovs?|gunpowder|napalm|poison|poisons|(?<!water |nerf |toy |glue |laser |bubble |squirt |spud |cap |paper |lego |pretend |finger |cardboard |rubber band |elastic band |potato |popcorn |hot glue |staple |ray )guns?|rifles?|pistols?|weapons?|bullets?|silencers?|tnt|dynamite)";
const TARGET = `(?:${PERSON}|(?:the |a |my |our |that |his |her )?(?:[a-z]+'?s )?(?:cat|cats|dog|dogs|pet|pets|hamster|puppy|kitten|bird|rabbit|animal|animals|neighbou?r))`;
const HARM_VERB = '(?:kill|murder|stab|shoot|strangle|poison|hurt|harm|injure|choke|suffocate|drown|kidnap|beat up|punch|attack|burn|torture|break (?:someone|somebody|his|her|their)(?:\'s)? (?:arm|leg|neck|bones))';

/** Words that mean the same in several languages, and the joined-up forms of spaced-out messages. Checked last. */
export const LANGUAGE_NEUTRAL: RuleSet = {
  worrying: [
    worry('self_harm', undefined, [/\bsuicid(?!e squad)\w*/, /\bsuizid|\bselbstmord/]),
    worry('self_harm', undefined, [
      /killmyself|wanttokillmyself|iwanttodie(?!t)|iwannadie|suicid(?!esquad)|endmylife|takemyownlife|quieromorir(?!de)|mequieromorir(?!de)|quierosuicidarme|quieromatarme|mevoyamatar|mequierosuicidar|jeveuxmourir|jeveuxmesuicider|jevaismetuer|jeveuxmetuer|ichwillsterben(?!vor)|ichwillmichumbringen|ichbringmichum|vogliomorire(?!d)|vogliouccidermi|voglioammazzarmi|vogliosuicidarmi/,
    ], { form: 'compact' }),
  ],
  comfort: [],
  redirect: [redirect('violence', undefined, [/\bmolotow?\w*|\bnapalm\b/])],
};

export const ENGLISH: RuleSet = {
  worrying: [
    worry('eating', 'en', [
      /\b(?:throw|throwing|threw|throws) up\b.{0,40}\b(?:lose weight|losing weight|thin|thinner|skinny|skinnier|not (?:get|be|become) fat|don'?t get fat|won'?t get fat|not fat|weight)\b/,
      /\b(?:make|made|making|makes) (?:myself|my ?self) (?:throw up|be sick|sick|vomit|puke)\b.{0,40}\b(?:fat|weight|thin|skinny|after (?:i )?eat|food|dinner|lunch)\b/,
      /\b(?:vomit|vomiting|puke|puking|starve|starving|skip (?:meals|dinner|lunch|breakfast)|not eat|stop eating|stopped eating|don'?t eat|do not eat|won'?t eat|never eat|only eat)\b.{0,40}\b(?:lose weight|losing weight|skinny|thin|thinner|too fat|i'?m fat|so fat|get fat|being fat|weight|diet)\b/,
      /\b(?:lose weight|be skinny|be thin|get thin|get skinny|so fat|too fat|i'?m fat|i am fat|fat and ugly)\b.{0,40}\b(?:vomit|throw up|throwing up|starve|not eat|stop eating|don'?t eat|never eat|skip meals|make myself sick|won'?t eat|will not eat|not going to eat)\b/,
      /\b(?:hate my body|too fat|so fat|i'?m fat|i am fat)\b.{0,40}\b(?:won'?t|will not|not going to|don'?t want to|never|stop|not) eat/,
      rx(`\\bstarv(?:e|ing) ${MYSELF}\\b`),
    ]),
    worry('bullying', 'en', [
      /\b(?:i'?m|i am|i get|i got|i'?ve been|i have been|being|getting|keep getting|always get|always getting|get) (?:being |really |so )?bullied\b/,
      /\bbull(?:y|ies|ied|ying) me\b/,
      /\b(?:kids|boys|girls|children|they|people|everyone|everybody|some (?:kids|boys|girls)|the (?:big|older) (?:kids|boys|girls)|my classmates|kids in my class)\b.{0,40}\b(?:push(?:es|ed)? me|hit(?:s)? me|kick(?:s|ed)? me|punch(?:es|ed)? me|trip(?:s|ped)? me|call(?:s|ed)? me names|laugh(?:s|ed)? at me|make(?:s)? fun of me|steal(?:s)? my|spit(?:s)? on me|beat me up|pull(?:s)? my hair|leave me out|won'?t let me play|threaten)\b.{0,40}\b(?:every ?day|all the time|always|again|every break|every lunch|at school|after school|every morning|nobody helps|no one helps)\b/,
      /\b(?:at school|in class|at break|at lunch)\b.{0,40}\b(?:push(?:es|ed)? me|hit(?:s)? me|kick(?:s|ed)? me|punch(?:es|ed)? me|call(?:s|ed)? me names|beat me up|spit(?:s)? on me)\b.{0,40}\b(?:every ?day|all the time|always|again)\b/,
      /\b(?:they|kids|boys|girls|he|she|people|everyone|the (?:big|older) (?:kids|boys|girls)|kids in my class)\b.{0,20}\b(?:will|gonna|going to|are going to|said (?:they|he|she)(?:'d| would| will|'ll)|say (?:they|he|she)(?:'ll| will)|threaten(?:ed|s)? to|keep saying (?:they|he|she)(?:'ll| will)) (?:beat me up|hurt me|hit me|punch me|stab me|jump me|kick me)\b/,
      /\b(?:told|tell|tells|telling|say|says|said|saying|messages?|texts?|posts?|comments?)\b.{0,20}\b(?:i should|to|go) (?:just )?(?:go )?(?:die|kill myself|kill yourself|disappear)\b/,
      /\b(?:someone|somebody|a (?:boy|girl|kid)|kids|boys|girls|people|the (?:big|older) (?:kids|boys|girls))\b.{0,30}\b(?:will|'ll|gonna|going to|wants? to|want to)\b (?:kill|stab|shoot|beat up|hurt|get) me\b/,
    ]),
    worry('self_harm', 'en', [
      rx(`\\b(?:kill|killing|stab|stabbing|strangle|strangling|choke|choking|drown|drowning|poison|poisoning|overdose on|hang) ${MYSELF}\\b`),
      /\boverdos\w*/,
      /\b(?:took|take|taking|swallow|swallowed|eat|ate) (?:a lot of|all|lots of|loads of|too many|a bunch of|the whole box of|a whole bottle of) (?:my |the |mum'?s |mom'?s |dad'?s |my mum'?s |my mom'?s |my dad'?s )?(?:pills|tablets|medicine|medicines|paracetamol|painkillers)\b/,
      /\bhow many (?:pills|tablets|paracetamol|painkillers)\b.{0,30}\b(?:die|dead|kill)\b/,
      /\b(?:took|swallowed|ate|take|swallow|taking)\b (?:\d+|ten|twenty|lots|loads|a lot|all|many|too many|a handful|a bunch|the whole)\b.{0,30}\b(?:pills|tablets|paracetamol|painkillers|medicines?)\b/,
      /\b(?:done with|sick of|tired of|fed up with) (?:my )?(?:life|living|being alive|everything)\b/,
      /\bi deserve (?:to be hurt|to die|to suffer|pain|to be hit|to be punished)\b/,
      /\b(?:most painful|easiest|quickest|best|fastest|painless) way to (?:die|kill myself)\b/,
      /\b(?:pills|tablets)\b.{0,20}\bto (?:die|kill myself|not wake up)\b/,
      /\bi (?:really |just |sometimes |kind of |kinda |still |honestly |seriously |actually |so )?(?:want|want to|wish i could|would like to|'d like to|am going to|'m going to|am gonna|'m gonna|will|'ll|feel like i want to|feel like|think i will|should|need to|plan to|am planning to|keep wanting to|wanted to|deserve to) (?:just )?(?:to )?(?:die|be dead|disappear forever|disappear for ever|not be alive|not exist|stop existing|stop living|end it(?: all)?|end everything|kill myself|go to sleep and never wake up|go to sleep forever|sleep forever|never wake up|jump (?:off|out of|from) \S+ \S+)\b(?!t)/,
      /\bi wish i (?:was|were|could be|'d be|would be) dead\b/,
      /\bi wish i (?:was|were|had) (?:never|not) (?:been )?born\b/,
      /\bi wish i (?:wasn'?t|weren'?t|was not) (?:alive|born|here any ?more|here)\b/,
      /\bi wish i could (?:just )?(?:disappear|vanish|not wake up|die)\b/,
      /\b(?:end|take|ending|taking) my (?:own )?life\b/,
      /\bi (?:don'?t|do not|dont) (?:want to|wanna|wish to) (?:live|be alive|exist|wake up)\b/,
      /\bi (?:don'?t|do not) want to (?:be here|live) any ?more\b/,
      /\b(?:everyone|everybody|they|my family|the world) (?:would|will|'d) be (?:better|happier) (?:off )?without me\b/,
      /\b(?:everyone|everybody|they|my family|the world|people|my (?:mum|mom|dad|parents))\b.{0,25}\b(?:better|happier) (?:off )?if i (?:was|were|wasn'?t|weren'?t|died|disappeared|was not|never existed|didn'?t exist|was never born|had never been born)(?: (?:gone|dead|here|around|alive|born))?\b/,
      /\b(?:bang|banging|hit|hitting|smash|smashing)\b my head (?:against|on|into) (?:the |a )?(?:wall|door|floor|table)\b.{0,40}\b(?:till|until|on purpose|when i'?m|when i am|hurts|bleed)/,
      /\b(?:nobody|no one|no-one) (?:would|will) (?:miss|care)\b.{0,30}\b(?:if i (?:died|was dead|was gone|disappeared|killed)|about me)\b/,
      /\bi (?:should|deserve to|might as well) (?:just )?die\b/,
      /\b(?:want|going|gonna|planning|thinking about|think about|will) (?:to )?jump (?:off|out of|out|from) (?:the|a|my|our) (?:roof|window|bridge|building|balcony|cliff)\b/,
      /\b(?:cut|cutting|scratch|scratching|burn|burning|slice|slicing|carve|carving)\b (?:on )?my (?:arms?|wrists?|legs?|skin|thighs?|tummy|body)\b.{0,40}\b(?:with (?:a |my |the )?(?:knife|blade|razor|scissors|glass|lighter|compass|pencil sharpener blade)|on purpose|till|until|bleed|because|want|every ?day)\b/,
      /\b(?:want|going|gonna|will|need) (?:to )?(?:cut|scratch|burn|slice|carve) (?:my|on my) (?:arms?|wrists?|legs?|skin|thighs?|body)\b/,
      rx(`\\b(?:hurt|hurting|cut|cutting|harm|harming|punish|punishing|burn|burning|scratch|scratching|hit|hitting|bite|biting) ${MYSELF}\\b`),
      /\b(?:hurt|hit|hitting|bang|banging|bite|biting|punch|punching|pull|pulling|scratch|cut|burn) (?:myself|my (?:head|arms?|hand|hands|legs?|hair|skin|face))\b.{0,40}\bon purpose\b/,
      /\bself ?-?harm\w*/,
    ], { unless: [ACCIDENT], despite: [ON_PURPOSE, /\b(?:kill|suicid|die|dead|overdos|pills|life|born|exist|without me|miss)/] }),
    worry('abuse', 'en', [
      rx(`\\b(?:${GROWN_UP})\\b(?: \\w+){0,3}? ${HURT_VERB} ${ME}\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they|my (?:brother|sister|cousin)|(?:the |some |a )?(?:big |older )?(?:boys?|girls?|kids?))\\b(?: \\w+){0,3}? ${HURT_VERB} ${ME}\\b.{0,40}\\b${OFTEN}`),
      /\b(?:cousin|brother|sister|boy|girl|teenager|he|she|they)\b.{0,40}\btouch(?:es|ed)? me\b.{0,40}\b(?:alone|secret|weird|don'?t like|private|at night|in bed|under|uncomfortable)/,
      /\btouch(?:es|ed|ing)? (?:me )?(?:on |in |under )?(?:my )?(?:private|privates|private parts|pants|underwear|knickers|bottom|bum|willy|vulva|down there|between my legs)\b/,
      rx(`\\b(?:${GROWN_UP}|he|she)\\b(?: \\w+){0,3}? touch(?:es|ed|ing)? me\\b.{0,40}\\b(?:secret|don'?t like|do not like|scared|not allowed to tell|uncomfortable|weird|hurts?|no clothes)`),
      rx(`\\bi (?:don'?t|do not) like (?:it )?when (?:${GROWN_UP}|he|she|they)\\b(?: \\w+){0,3}? touch(?:es|ed)? me\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they) (?:locks?|locked|shuts?|shut) me (?:in|up|out)\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they) (?:doesn'?t|don'?t|won'?t|never|do not|does not) (?:give|gives|let) me (?:any )?(?:food|eat|dinner|water)\\b`),
      rx(`\\b(?:${GROWN_UP}|he|she|they)\\b(?: \\w+){0,2}? (?:makes?|made|tells?|told|asks?|asked|wants?) me (?:to )?(?:take (?:off )?my clothes(?: off)?|take off my clothes|get naked|undress|show (?:him|her|them) my (?:body|private|privates|bottom|willy))`),
      rx(`\\b(?:${GROWN_UP}|he|she)\\b(?: \\w+){0,3}? (?:says?|said|keeps saying|threaten(?:s|ed)?) (?:that )?(?:he|she|they)?(?:'ll| will| is going to| would)? ?(?:kill|hurt) me\\b.{0,40}\\b(?:means? it|meant it|serious|for real|really will|scared)`),
      /\b(?:being|getting|i get|i got|i am|i'?m) (?:abused|beaten up|beaten|whipped)\b/,
      rx(`\\b(?:${GROWN_UP})\\b(?: \\w+){0,3}? (?:hits|beats|whips|smacks) me with (?:a |his |her |the )?(?:belt|stick|shoe|slipper|spoon|cable|wire|hanger)\\b`),
    ], { unless: [PLAYFUL], despite: [rx(`\\b${OFTEN}|\\bbleed|\\bscared\\b|\\bsecret\\b|\\bprivate|\\bclothes\\b|\\bmeans? it\\b`)] }),
    worry('abuse', 'en', [
      /\b(?:showed|shows|sent|sends|made me watch|makes me watch|keeps showing)\b (?:me )?.{0,30}\b(?:naked|nude|porn|sexy|rude videos?|private parts|people doing it|willy|bottom)\b/,
      rx(`\\b(?:${GROWN_UP})\\b.{0,40}\\b(?:sit on (?:his|her) lap|kiss (?:him|her) on the (?:lips|mouth)|sleep in (?:his|her) bed|take a bath with (?:him|her)|shower with (?:him|her)|touch (?:his|her) (?:willy|private|bottom|body))\\b.{0,40}\\b(?:weird|uncomfortable|wrong|yucky|icky|don'?t like|scared|secret|funny)\\b`),
    ]),
    worry('grooming', 'en', [
      rx(`\\b${ADULT_ONLINE}\\b.{0,80}\\b(?:meet|meet up|photos?|pictures?|pics?|selfies?|videos?|video call|webcam|secret|address|where i live|my school|send|come (?:over|to)|alone|clothes|pyjamas|underwear|bath|bed|don'?t tell|not tell)`),
      /\b(?:asked|asks|wants?|wanted|told|tells|keeps asking) me (?:to send|for|to show)\b.{0,20}\b(?:photos?|pictures?|pics?|selfies?|videos?|my body|nudes?)\b/,
      /\b(?:photos?|pictures?|pics?|videos?|selfies?) (?:of me )?(?:with no clothes|with no clothes on|without clothes|naked|in my (?:underwear|pants|knickers|pyjamas|bath)|with my top off)\b/,
      /\b(?:stranger|man|lady|woman|someone|somebody|person|grown ?-?up|adult|coach|teacher|uncle|babysitter)\b.{0,40}\b(?:asked|told|wants|made|makes|said|says)\b.{0,10}\b(?:me )?(?:to )?(?:keep (?:a|it|this|the|our) (?:big )?secret|not (?:to )?tell|never tell|don'?t tell|do not tell)/,
      /\b(?:stranger|a man|a lady|a woman|someone|somebody|a grown ?-?up|an adult)\b.{0,60}\b(?:our|a|little|special) secret\b/,
      rx(`\\b(?:mustn'?t|must not|can'?t|cannot|shouldn'?t|not allowed to) tell (?:anyone|anybody|no one|my ${PARENT}|your ${PARENT}|ur ${PARENT})\\b`),
      rx(`\\bkeep (?:it|this|a secret|our chats?|our messages|us) (?:a )?secret from (?:my )?(?:${PARENT}|everyone)\\b`),
      rx(`\\b(?:said|says|told me|tells me)\\b.{0,10}\\b(?:don'?t|not to|never|do not) tell (?:your|my|ur|anyone|anybody)\\b`),
      rx(`\\b${ADULT_ONLINE}\\b.{0,40}\\b(?:keep (?:our|it|this|the) (?:chats?|messages|talks?)? ?(?:a )?secret|our secret)`),
      /\b(?:give|gave|gives|offered) me (?:sweets|candy|money|presents|a puppy|a kitten|robux|v-?bucks)\b.{0,40}\b(?:secret|don'?t tell|not to tell|come with|get in)/,
    ], { unless: [SURPRISE], despite: [/\b(?:photos?|pictures?|pics?|clothes|naked|meet|alone|touch|man|stranger|online|adult|grown ?-?up)\b/] }),
    worry('lost', 'en', [
      /\b(?:i'?m|i am|im|i got|i get|i have got|i'?ve got|i have been|i'?ve been|i became|we'?re|we are|we got) (?:so |really |very )?lost\b/,
      rx(`\\b(?:can'?t|cannot|can not|couldn'?t|could not|don'?t|do not) (?:find|see) (?:my )?(?:${PARENT}|family|babysitter|nanny) ?(?:anywhere)?\\b`),
      // "I can't see them" is as often about a bird's ears as about a parent: a pronoun counts with "find" only.
      /\b(?:can'?t|cannot|can not|couldn'?t|could not) find (?:him|her|them) ?(?:anywhere)?\b/,
      rx(`\\b(?:lost|lose) (?:my )?(?:${PARENT}|family|babysitter|nanny)\\b(?!'?s\\b)`),
      rx(`\\b(?:got |been |i'?m |i am |we got )?separated from (?:my )?(?:class|group|${PARENT}|family|school trip)\\b`),
      rx(`\\bi (?:don'?t|do not) know where (?:i am|my ${PARENT} (?:is|are|went))\\b`),
      rx(`\\bwhere (?:is|are) my ${PARENT}\\b.{0,30}\\b(?:can'?t find|lost|alone|gone)`),
    ], {
      unless: [/\b(?:lost in (?:a |the |my )?(?:book|story|game|thoughts?|music|film|movie|maze|minecraft|level)|lost (?:my |a |the )?(?:tooth|shoe|game|match|teddy|toy|pencil|ball|race)|but (?:it was fun|then|we found|i found|they found)|found (?:me|my|her|him|them|us)|last year|died|passed away|in heaven|when i was (?:a baby|little)|hide and seek|in the game|homework|maths?|fractions?|sums|lesson|question|understand|confused|explain)\b/],
    }),
    worry('danger', 'en', [
      /\b(?:i'?m|i am|i feel|i get|i'?ve been|i'?m so|i'?m really) (?:so |really |very )?(?:scared|afraid|frightened|terrified) (?:at home|to go home|of going home|in my house|of my (?:step ?)?(?:dad|daddy|mum|mummy|mom|mommy|father|mother|uncle|babysitter|teacher|brother|stepmom|stepdad)|when (?:my )?(?:dad|mum|mom|he|she) (?:comes home|gets angry|shouts|is drunk|drinks))/,
      rx(`\\b(?:scared|afraid|frightened|terrified)\\b.{0,40}\\b(?:hit|hurt|beat|punch|slap|kick|smack|touch) (?:me|us)\\b`),
      /\b(?:i (?:don'?t|do not) feel|i'?m not|i am not) safe\b/,
      /\bnot safe (?:at|in my) home\b/,
      /\b(?:someone|somebody|a man|a lady|a woman|a stranger|a person|a car|a van|people) (?:is|was|keeps|are|were) (?:following|watching|chasing) me\b/,
      /\bstranger\b.{0,50}\b(?:come with|get in(?:to)?|go with|his car|her car|their car|van|meet|follow|address|where i live|photo|picture|pic)\b/,
      /\b(?:tried to|wants? to|going to|trying to) (?:kidnap|take|grab) me\b/,
      /\b(?:there'?s|there is) (?:a )?fire (?:in|at) (?:my|our) (?:house|home|flat|kitchen|room|building)\b|\b(?:my|our) (?:house|home|flat|kitchen|room|building) is on fire\b|\bsmoke (?:in|is coming)\b.{0,20}\b(?:house|room|flat)\b/,
      /\b(?:someone|somebody|a man|a woman|a person|a stranger|people|a burglar|burglars|robbers?|a robber)\b.{0,20}\b(?:trying to|is trying to|tried to|are trying to) (?:break|get|come) in(?:to)?\b|\bbreaking into (?:my|our) (?:house|home|flat)\b/,
      rx(`\\b(?:${PARENT}|my (?:brother|sister|baby brother|baby sister))\\b.{0,30}\\b(?:won'?t|will not|doesn'?t|does not|can'?t|isn'?t) (?:wake up|waking up|breathing|moving|answering)\\b`),
      rx(`\\b(?:${PARENT}|my (?:brother|sister))\\b.{0,20}\\b(?:fainted|collapsed|passed out|is bleeding (?:a lot|so much|everywhere))\\b`),
      /\bfound (?:a |my (?:dad|mum|mom)'?s |a real )?(?:gun|pistol|needles?|syringes?)\b/,
      /\b(?:drunk|shouting|screaming|throwing things|smashing|fighting)\b.{0,50}\b(?:hiding|hide|i'?m scared|i am scared|scared)\b|\b(?:hiding|hide)\b.{0,50}\b(?:drunk|throwing things|shouting|screaming|hitting|angry)\b/,
      /\bi'?m (?:lost|alone) and (?:scared|can'?t find)\b/,
      /\b(?:man|lady|woman|stranger|someone|somebody|person)\b.{0,20}\b(?:in|from) (?:a|his|her|their|the) (?:car|van)\b.{0,40}\b(?:asked|wants?|told|offered|said)\b/,
      /\bhelp (?:him|her|them) (?:to )?find (?:his|her|their) (?:puppy|dog|cat|kitten|pet)\b/,
      /\b(?:dad|daddy|mum|mom|mummy|mommy|stepdad|step dad|stepmom|my (?:mum|mom|dad)'?s (?:boyfriend|girlfriend))\b.{0,12}\b(?:hit|hits|hurt|hurts|punched|punches|kicked|kicks|choked|chokes|pushed|beat|beats|slapped|slaps|strangled)\b (?:my )?(?:mum|mom|mummy|mommy|dad|daddy|mama|papa)\b/,
      /\b(?:home alone|alone at home)\b.{0,40}\b(?:scared|someone|knocking|noise|for days|no food)\b/,
    ], { unless: [/\b(?:in (?:the|a|my) (?:game|film|movie|story|dream|book)|hide and seek|pretend|playing)\b/] }),
    worry('sadness', 'en', [
      /\b(?:i'?m|i am|i feel|i'?ve been|i have been|feeling|i get) (?:so |really |very |super )?(?:sad|unhappy|lonely|miserable|upset|down|crying|empty|hopeless)(?: and (?:sad|lonely|upset|alone))? (?:all the time|every ?day|every single day|every night|all day (?:and|every) (?:night|day)|for (?:a long time|ages|weeks|months|so long)|always)\b/,
      /\b(?:i'?m|i am|i feel|i) always (?:so |really )?(?:sad|unhappy|lonely|miserable|crying|alone|cry|feel sad)\b/,
      /\b(?:nobody|no one|no-one|noone|nobody ever) (?:loves|likes|cares about|wants|cares for) me\b/,
      /\b(?:everybody|everyone|every one|all my friends|my family) hates? me\b/,
      /\bi hate (?:myself|my life|being me|being alive|my body|my face)\b/,
      /\bi cry (?:every ?day|every night|all the time|myself to sleep)\b/,
      /\bi (?:never|don'?t ever) feel happy\b/,
      /\bi'?m (?:worthless|useless|a mistake|a waste of space)\b/,
      /\bi have no (?:friends|one) (?:at all|any ?more|ever)\b/,
      /\bi feel (?:hopeless|empty inside|like nothing matters)\b/,
    ]),
  ],
  comfort: [
    comfort('en', [
      /\b(?:comfort|cuddle|hug) me\b/,
      /\bmake me feel (?:better|safe|less scared)\b/,
      /\bi need (?:a hug|comfort|a cuddle|someone to talk to)\b/,
      /^(?:i'?m|i am|i feel) (?:so |really |very |super )*(?:scared|frightened|terrified|afraid)[.!? ]*$/,
      /\b(?:scared|frightened|terrified)\b.{0,30}\b(?:help me|stay with me|talk to me|what do i do|what should i do)\b/,
      /\bi (?:can'?t|cannot) stop (?:crying|shaking)\b/,
      /\bi had a (?:bad dream|nightmare) and i'?m (?:still )?(?:scared|frightened)\b/,
    ], { unless: [/\b(?:now i'?m ok|now i am ok|but (?:then|now) (?:i|it))\b/] }),
  ],
  redirect: [
    redirect('jailbreak', 'en', [
      /\b(?:ignore|disregard|override|bypass|turn off|switch off|disable) (?:all |any |of |your |the |previous |prior |earlier |these |those |safety |own |above )*(?:instructions?|rules?|prompts?|programming|guidelines?|filters?|safety|restrictions?|training|limits)\b/,
      /\b(?:forget|delete|drop|break) (?:all )?(?:of )?(?:your|previous|prior|earlier|the above|those) (?:own |safety )?(?:instructions?|rules?|prompts?|programming|guidelines?|filters?|restrictions?|training)\b/,
      /\bpretend (?:that )?there (?:are|were) no (?:rules|limits|filters|restrictions)\b/,
      /\bpretend (?:that )?(?:you|u) (?:have|had|'ve got|don'?t have|do not have) (?:no|any) (?:rules|limits|filters|restrictions)\b/,
      /\bpretend (?:that )?(?:you(?:'re| are)|to be|you were) (?:an? )?(?:evil|bad|naughty|grown[- ]?up|adult|unfiltered|unrestricted|different) (?:ai|bot|robot|assistant|chatbot|version|companion)\b/,
      /\b(?:you have|you've got|now you have|you now have) no (?:rules|limits|restrictions|filters)\b/,
      /\b(?:developer|dev|god|jailbreak|dan|unrestricted|evil) mode\b/,
      /\bjailbreak\w*\b/,
      /\bsystem prompt\b/,
      /\bact as (?:if you (?:have|had) no|an? (?:evil|unfiltered|adult|unrestricted))/,
      /\byou are now (?:dan|free|unfiltered|evil|unrestricted|a grown ?-?up)\b/,
      /\byou(?:'re| are) (?:now )?dan\b|\bdan now\b/,
      /\bdo anything now\b/,
      /\b(?:answer|talk|reply|respond|speak) (?:to me )?without (?:any |your )?(?:rules|restrictions|filters)\b/,
      /\bnew (?:rules|instructions) (?:are|:)/,
    ]),
    redirect('sexual', 'en', [
      rx(words([...SEXUAL_WORDS, 'dildo', 'dildos', 'vibrator', 'sex toy', 'sex toys', 'blow job', 'handjob', 'hand job', 'cum', 'pussy', 'cock', 'dick', 'dicks', 'sexting', 'nsfw', 'lewd', 'hooker', 'prostitute', 'strip tease', 'striptease', 'sexy details'])),
      /\bnaked\b(?! mole)/,
      /\bsend (?:me )?nudes?\b/,
      /\bdirty (?:jokes?|stor(?:y|ies)|words?|pictures?|talk|things)\b/,
      /\bwhat do (?:grown ?-?ups|adults|mum and dad|mom and dad|my parents|parents|people) do in bed\b/,
      /\b(?:be|are|become) my (?:girlfriend|boyfriend|gf|bf|wife|husband)\b/,
      /\b(?:kiss|lick) me\b/,
      /\b(?:act like|pretend to be|pretend you'?re|be) my (?:girlfriend|boyfriend|gf|bf|wife|husband)\b/,
      /\bnaughty (?:story|stories|pictures?|things|videos?|jokes?)\b/,
      /\b(?:boy|girl|man|woman|lady|people|prince|princess) and (?:a |the )?(?:boy|girl|man|woman|lady|prince|princess)\b.{0,20}\bin bed\b/,
      /\b(?:take|taking) (?:off )?(?:your|her|his) clothes\b/,
    ], { unless: [/\bsex (?:cells?|chromosomes?)\b/, /\b(?:mum|mom|dad|mummy|mommy|daddy|grandma|nan) kiss(?:ed|es)? me\b/] }),
    redirect('violence', 'en', [
      rx(`\\b${HOW}(?:\\S+ ){0,4}?${MAKE} (?:\\S+ ){0,3}?${WEAPON}\\b`),
      rx(`\\b(?:recipe for|instructions (?:for|to|on)|guide (?:to|for|on)|tutorial (?:for|on)|where (?:can|do|could|should|would) (?:i|you|we|people|kids|u) (?:buy|get|find)) (?:\\S+ ){0,2}?${WEAPON}\\b`),
      rx(`\\b${MAKE} (?:a |an |some |me a |my own |a real |real |homemade )?${WEAPON}\\b(?! (?:in|for) (?:the|a|my) game)`),
      /\b(?:bomb|explosive|poison|gun|weapon) (?:recipe|instructions|tutorial|making|plans)\b/,
      /\b(?:knife|knives|blade|weapon|gun)\b.{0,20}\bfor (?:stabbing|killing|hurting|shooting people)\b/,
      rx(`\\b${HOW}(?:shoot|fire|load|use|hold) (?:a |the |my dad'?s |my )?(?:real )?(?:gun|rifle|pistol)\\b`),
      /\bsharp enough to (?:stab|cut|kill|hurt)\b|\b(?:knife|knives|blade|razor)\b.{0,30}\bto (?:stab|kill|hurt|cut) (?:someone|somebody|people|him|her|them|a person|my)?\b/,
      rx(`\\b${HOW}(?:really )?${HARM_VERB} ${TARGET}\\b`),
      rx(`\\b${HOW}(?:make|get) ${PERSON} (?:bleed|faint|pass out|sick|choke|stop breathing|die)\\b`),
      rx(`\\b(?:i|we) (?:really )?(?:want|wanna|will|'ll|am going|'m going|am gonna|'m gonna|gonna|should|could|might|'d like) (?:to )?(?:really |so |just )?(?:kill|murder|stab|shoot|strangle|poison|hurt|beat up|punch|choke|burn) ${PERSON}\\b`),
      rx(`\\blet'?s (?:kill|murder|stab|shoot|hurt|beat up) ${PERSON}\\b`),
      rx(`\\b(?:kill|killing|murder|murdering|stab|stabbing|shoot|shooting|poison|poisoning|torture|torturing) (?:all (?:the )?)?(?:people|someone|somebody|a person|humans|everyone|everybody|my (?:teacher|brother|sister|mum|mom|dad|friend|classmates?)|the (?:teacher|neighbou?rs?))\\b`),
      /\b(?:bring|take) (?:a )?(?:gun|knife) to school\b/,
      rx(`\\b(?:kill|poison|hurt|torture|drown) (?:a |the |my |our |that )?(?:[a-z]+'?s )?(?:cat|dog|puppy|kitten|hamster|pet|bird|rabbit)\\b`),
    ], { unless: [/\b(?:water (?:gun|pistol|balloons?)|nerf|laser|lasers|toy|snowballs?|pillows?|in (?:the|a|my) game|in minecraft|in fortnite|in roblox|tickle|germs|bacteria|weeds|zombies|mosquitos?|flies|a fly)\b/], despite: [/\b(?:real|really hurt|at school|my (?:brother|sister|teacher|mum|mom|dad))\b/] }),
    redirect('dangerous', 'en', [
      rx(`\\b${HOW}(?:\\S+ ){0,4}?(?:to|so i can|so we can) (?:scare|hurt|frighten|get back at) (?:people|someone|somebody|him|her|them|my \\w+|the \\w+)\\b`),
      rx(`\\b${HOW}(?:get|find|guess|steal|crack|hack|know) (?:into )?(?:my |someone'?s |somebody'?s |his |her |their )?(?:[a-z]+'?s )?(?:password|passcode|pin|login|account|phone)\\b`),
      /\b(?:pick|picking|break|breaking|open|opening) (?:a |the )?lock\b|\block ?pick\w*/,
      /\bhot ?-?wir\w*|\bfake (?:money|id|ids)\b|\bcounterfeit\b/,
      /\b(?:buy|get|order)\b.{0,30}\bwithout (?:my )?(?:parents|mum|mom|dad|family)\b/,
      rx(`\\b${HOW}(?:\\S+ ){0,2}?(?:steal|shoplift|rob|pickpocket|break into|hack|hack into|set (?:a )?fire|start a fire|light a fire|set fire to|burn down|run away(?: from home)?|sneak out|cheat (?:on|in)|lie to my ${PARENT}|make (?:someone|somebody|him|her|them|my \\w+) cry|trick my ${PARENT}|skip school|get revenge)\\b`),
      /\b(?:steal|stealing) (?:money|from (?:a|the) shop|from my (?:mum|mom|dad))\b.{0,30}\b(?:without|not get caught|how)\b/,
    ]),
    redirect('hate', 'en', [
      rx(words(SLURS)),
      rx(words(SWEAR_WORDS)),
      /\b(?:you(?:'re| are)?|ur|you r|you are|he'?s|she'?s|they'?re|he is|she is|they are) (?:so |such |really |very |a |an |such a |a big |a stupid |the )*(?:stupid|dumb|idiot|idiots|moron|morons|loser|losers|ugly|fat|freak|freaks|pig|useless|trash|rubbish|worthless)\b/,
      /\bi hate (?:black|white|brown|asian|chinese|jewish|muslim|christian|gay|fat|disabled|indian|african|mexican|polish) (?:people|kids|children|persons)\b/,
      /\b(?:black|white|brown|asian|jewish|muslim|gay|disabled|fat) (?:people|kids) (?:are|r) (?:stupid|bad|dumb|ugly|gross|disgusting|evil)\b/,
      rx(`\\b${HOW}(?:bully|make fun of|be mean to|tease|pick on|exclude)\\b`),
      /\bhow (?:do i|to|can i|can we|should i) (?:bully|make fun of|be mean to|tease|pick on|exclude)\b/,
      /\bgo back to your (?:own )?country\b/,
      /\bshut up,? you\b/,
      /\b(?:swear|rude|bad|naughty|curse|cuss) ?words?\b/,
      /\b(?:say|tell me|teach me|list|write|spell)\b.{0,15}\b(?:a swear|swears|the [a-z] word|a bad word|a rude word|rude words|bad words)\b/,
      /\bthe (?:f|s|b|c|n) ?-?word\b/,
      /\bwords?\b.{0,60}\b(?:the (?:bad|rude|naughty) ones|swears?)\b/,
    ]),
    redirect('drugs', 'en', [
      rx(words([...DRUG_WORDS, 'drug dealer', 'drug dealers', 'drugs dealer', 'weed', 'get stoned', 'stoned', 'crack pipe', 'bong', 'joint', 'shrooms'])),
      /\bsmok(?:e|es|ing) (?:a )?(?:joint|pot|weed|crack)\b/,
      /\b(?:pills|tablets|medicine)\b.{0,20}\b(?:feel (?:funny|high|weird|dizzy|good)|get high|trip)\b/,
      /\bget (?:really )?drunk\b/,
      /\b(?:get|getting|be|feel) high\b/,
    ], {
      unless: [
        /\b(?:evaporat\w*|evapor\w*|verdunst\w*|termometr\w*|thermometre|desinfect\w*|desinfec\w*|ciencia|scienza|experimento|esperimento|rubbing alcohol|hand (?:gel|sanitiz\w*|wash)|sanitiz\w*|disinfect\w*|antiseptic|thermometer|wipes|science|experiment|boiling point|freez\w*|root beer|ginger beer|butter ?beer|wine gums?|weeds?|weeding|pull(?:ed|ing)? (?:the |out )?weeds|medicine|medicines|doctor|doctors|pharmacy|hospital|when (?:you are|you'?re|i am|i'?m) (?:sick|ill|poorly)|on tv|in films?|kite|high five|jump high|so high|up high|high up|how high)\b/,
      ],
      despite: [/\b(?:buy|try|drink|smoke|take|get (?:some|drunk|high)|sell|dealer)\b.{0,20}\b(?:beer|wine|vodka|whisky|alcohol|drugs|weed|cocaine)\b/],
    }),
    redirect('scary-adult', 'en', [
      rx(words(SCARY_ADULT_WORDS.filter((w) => !w.startsWith('suicid')))),
      /\bhow (?:do|did) (?:people|humans|you) (?:get )?(?:killed|murdered)\b/,
    ]),
    redirect('personal-details', 'en', [
      /\[(?:address|phone|email|postcode|zip|school|surname)\]/,
      /\bmy (?:home |house |real |full )?(?:address|phone number|phone no|mobile number|mobile|telephone number|cell number|email|e-mail|email address|password|postcode|post code|zip code|zipcode|surname|last name|family name|full name|school's name|school name) (?:is|'s|=|:)/,
      /\b(?:can|shall|should|could|may) i (?:tell|give|send|share with) you my (?:home )?(?:address|phone|number|mobile|email|password|school|surname|last name|full name|postcode|zip)/,
      /\bi live at (?:number )?\d/,
      /\bmy school(?:'s| is) called\b/,
      /\b(?:here'?s|here is) my (?:address|phone number|number|email|password)\b/,
    ]),
  ],
};
