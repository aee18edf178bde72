import { byId, type QuestionCase, unknown } from './types';

/**
 * HELD-OUT batch 7: 120 questions written after the engine was tuned on dev batch 6, labelled by reading the entries'
 * answers, all held out: the engine was not run on any of them before they were committed. Never tuned on.
 */
export const HELD_OUT_BATCH_7: QuestionCase[] = [
  // Animals
  byId('do giraffes even make any noise at all or are they quiet', 'yn-giraffe-sounds'),
  byId('can kangaroos go backwerds', 'yn-kangaroo-backwards'),
  byId('why does my cat squish her paws up and down on my blanket', 'ani2-cat-knead'),
  byId('is it true wombats do square poos', 'yn-wombat-poop'),
  byId('how come hamsters shove all there food in there cheeks', 'hamster-cheeks'),
  byId('why do crocodiles lie there with there mouths wide open', 'ani2-croc-mouth-open'),
  byId('do octopuses really have 3 hearts', 'octopus'),
  byId('how come my doggys nose is always wet', 'dog-nose'),
  byId('do bulls go crazy when they see the colour red', 'yn-bull-red'),
  unknown('how many babies can a mummy pig have at once'),
  unknown('hey how long do horses live for'),
  unknown('i wonder why ducks say quack'),
  unknown('why have spiders got so many eyes'),
  unknown('ew why does my dog eat poo'),
  unknown('how do worms have babies'),
  unknown('why are parrots beaks all curvy'),
  unknown('how long can a snake go with no food'),
  unknown('can sharks smell one drop of blood from miles away'),

  // Space
  byId('how long would it take to fly a rocket to mars', 'space2-mars-trip'),
  byId('why has the moon got all them holes in it', 'space2-moon-craters'),
  byId('what if i got sucked into a black hole', 'whatif-black-hole', 'black-hole'),
  byId('is pluto still a planet or did they take it away', 'pluto', 'space2-dwarf-planet'),
  byId('whats that big red dot on jupiter', 'space2-red-spot'),
  byId('i wonder how old the whole universe is', 'big-universe-begin'),
  unknown('how come uranus is tipped over on its side'),
  unknown('how many astronauts are up on the space station right now'),
  unknown('who was the second man to walk on the moon'),
  unknown('mum why does the moon follow our car'),
  byId('whats the biggest planet in the hole solar system', 'biggest-planet'),
  byId('which planet is the hottest one', 'hottest-planet'),

  // The body
  byId('why do my knuckles go crack when i squeeze them', 'body2-belly-noises'),
  byId('why do i get a pain in my side when i run really fast', 'sport-stitch'),
  byId('how come my face goes all red when im embarassed', 'body2-blush'),
  byId('why does my foot go all fizzy when i sit on it', 'pins-needles'),
  byId('why does my tummy hurt when i eat too much cake', 'body2-tummy-ache'),
  unknown('why do my ears ring after a really loud concert'),
  unknown('why do boys voices go deep when they get older'),
  unknown('why have we got two holes in our nose'),
  unknown('why do i sneeze when i look at the sun'),

  // Weather
  byId('how come i see the flash first and then the boom comes after', 'thunder-after-lightning'),
  byId('mum where did the puddle go it was here yesterday', 'puddles'),
  byId('Mom, why do the storm clouds go so dark and scary', 'clouds-grey'),
  unknown('how fast does a tornado spin round'),
  unknown('how big can hail stones get can they be as big as a ball'),
  unknown('why does the snow squeak when i walk on it'),
  unknown('how many times does lightning hit the earth every day'),

  // Nature and plants
  byId('can my plants hear me when i talk to them', 'plant-talk'),
  byId('why do pine trees stay green in winter when the other trees go bare', 'evergreen'),
  byId('how can you tell how old a tree is when you chop it down', 'oldest-tree'),
  byId('where does the lava in volcanos come from', 'nat2-magma', 'volcano'),
  byId('how does a venus fly trap eat flys', 'venus-flytrap'),
  unknown('why do leaves have little lines on them'),
  unknown('why do some flowers close up at night time'),
  unknown('how many leaves are on a big tree'),

  // Oceans
  byId('how do puffer fish blow up like a balloon and go all spiky', 'pufferfish'),
  byId('is it true the daddy seahorse has the babies', 'seahorse'),
  byId('if a starfish loses an arm can it grow it back', 'starfish'),
  unknown('why do whales get stuck on the beach'),

  // Dinosaurs
  byId('how come t rex had such tiny little arms', 'trex-arms'),
  byId('were there dinosaurs swimming in the sea', 'sea-reptiles'),
  byId('what wiped out all the dinosaurs', 'dinosaurs-die'),
  unknown('hey mckenzie how many bones did a t rex have'),
  unknown('how old could one dinosaur get before it died'),

  // How things work and household science
  byId('why does my straw look all broken in my water', 'home-straw-looks-bent'),
  byId('why did my balloon stick on the wall when i rubbed it on my hair', 'home-static-balloon'),
  byId('why cant i put a fork in the microwave', 'home-microwave-metal'),
  byId('how does the car know how fast its going', 'tech-speedometer'),
  byId('how does the door know if its the right key', 'home-key-lock'),
  unknown('how does the lift know which floor to stop at'),
  unknown('how does the washing machine know when to stop'),
  unknown('why do escalators have brushes on the sides'),

  // Sports
  byId('why has a golf ball got little dents all over it', 'sport-golf-dimples'),
  byId('how far do you have to run in a marathon', 'sport-marathon'),
  byId('why do tennis balls have fluffy stuff on them', 'sport-tennis-ball'),
  unknown('who won the last world cup'),
  unknown('why do footballers swap shirts at the end of the game'),
  unknown('how heavy is a bowling ball'),

  // Food
  byId('why has cheese got holes in it like in cartoons', 'food-cheese-holes'),
  byId('why does pineapple make my mouth go all tingly', 'food-pineapple-tingle'),
  byId('is a cucumber a fruit or a vegtable', 'food-cucumber', 'fruit-seeds'),
  unknown('mckenzie why is chocolate brown and not pink'),
  unknown('how come bananas dont have seeds'),

  // Technology
  byId('how does the wifi get into the tablet with no wires', 'tech-wifi'),
  byId('why does my ipad get all hot when i play on it', 'tech-phone-warm'),
  byId('what does a computer virus do is it like a cold', 'tech-computer-virus'),
  unknown('Mom, who invented youtube'),
  unknown('how many apps are there in the whole world'),

  // Money and jobs
  byId('why cant we just print loads of money and be rich', 'job-print-more'),
  byId('Why do firemen slide down a pole?', 'job-fire-pole'),
  byId('why do piggy banks look like pigs', 'job-piggy-bank'),
  unknown('how much money does a teacher get'),
  unknown('why is it called a pound'),

  // "Why do I have to" routines
  byId('why do i have to wear my seatbelt its annoying', 'why-seatbelt', 'why-seatbelt'),
  byId('why cant i stay up late like daddy does', 'bedtime'),
  byId('why do i gotta wash my hands after i go potty', 'germs'),
  unknown('why do i have to wear socks with my shoes'),

  // Big questions
  byId('before i got born where was i', 'big-before-born'),
  byId('mckenzie do you think god is real', 'big-god'),
  byId('are there really ghosts in old houses', 'big-ghosts'),

  // What if
  byId('what if there were no more bugs anywhere', 'whatif-no-insects'),
  byId('mum is it ok to eat the snow off the slide', 'whatif-eat-snow'),
  byId('what if i could breathe under the water like a fish', 'whatif-live-underwater'),
  unknown('what if the earth just stopped spinning'),
  unknown('what if cats could fly would they chase the birds'),
  unknown('what if the sea was made of lemonade'),

  // Geography
  byId('which city is the capital of iceland', 'capital-iceland'),
  byId('is the capital of canada toronto', 'capital-canada'),
  byId('which is the longest river in the hole world', 'nile'),
  byId('what country is mount everest in', 'everest', 'capital-nepal'),
  byId('wats the capital of kenya my teacher asked me', 'capital-kenya'),
  byId('whats englands capital city', 'capital-united-kingdom', 'london'),
  unknown('whats the capital of texas'),
  unknown('what is the tallest mountain in scotland'),
  unknown('whats the biggest city in australia'),
  unknown('how many people live in new york'),
  unknown('what language do people speak in china'),

  // Mixed, topic-labelled
  byId('if you mix blue and yellow paint what colour do you get', 'mix-colours', 'colours-primary'),
  byId('hey how many legs has a spider got', 'spider-legs'),
  byId('how many days is one whole year', 'year-days', 'earth-sun-orbit'),
  byId('what animal is the fastest runner in the world', 'fastest-land-animal'),
];
