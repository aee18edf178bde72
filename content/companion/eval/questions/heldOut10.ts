import { byId, type QuestionCase, unknown } from './types';

/**
 * HELD-OUT batch 10: the third of batch 10 (see dev10.ts: children's own wording, answerable questions and
 * near-misses, written by helpers who never saw the eval or ran the engine) split off with a fixed seed (mulberry32,
 * 20261126) before the engine was run on any of them; 13 more moved here from dev (seed 20261127) to make a full third,
 * before any dev question was looked at. Never tuned on.
 */
export const HELD_OUT_BATCH_10: QuestionCase[] = [
  // animals
  byId('why does my cat do a rumbly motor noise when shes happy on my lap', 'cat-purr'),
  byId('why do elefants keep flapping there ears about', 'elephant-ears'),
  byId('whys that snake keep sticking its tongue out at me', 'snake-tongue'),
  byId('my friend says rats giggle if you tickle them is that true', 'yn-rat-laugh'),
  byId('has a centipede really got a hundred legs', 'yn-centipede-legs'),
  byId('is there any bird that can fly the backwards way', 'yn-fly-backwards'),
  byId('how come pigeons can sit on the electric wires and not get zapped', 'ani2-power-lines'),
  byId('why do animals eyes shine when dad points the torch in the garden at night', 'ani2-eye-shine'),
  unknown('why have giraffes got brown patches all over them'),
  unknown('how come owls dont make any noise when they fly'),
  unknown('how long can a dolphin stay under the water before it needs air'),
  unknown('how many eggs does a hen lay every day'),

  // dinosaurs
  byId('what made all the dinosaurs die out mum', 'dinosaurs-die'),
  byId('which dino had a big bony lump on the end of his tail', 'ankylosaurus'),
  unknown('did dinosaur mummies look after there babies'),

  // oceans
  byId('mum who put all the salt in the sea', 'sea-salty'),
  byId('how does a fish breathe in the water when theres no air', 'fish-breathe'),
  byId('why do crabs go side to side instead of forwards', 'crab-sideways'),
  byId('why does an octopus squirt black ink out', 'octopus-ink', 'yn-octopus-ink'),
  unknown('why is the sea so cold even in the summer holidays'),
  unknown('how many kinds of sharks are there'),

  // plants
  byId('how do trees get there dinner if they havent got mouths', 'plants-food'),
  byId('are toadstools and mushrooms plants', 'mushroom', 'nat2-fungi'),
  byId('if i eat loads of carrots will i be able to see in the dark', 'carrot'),
  byId('why do stinging nettles make my legs all stingy', 'nettle'),
  unknown('why do some flowers shut up at night'),
  unknown('whats the smallest seed in the world'),

  // nature
  byId('why does hot lava come shooting out the top of a volcano', 'volcano'),
  byId('why do i hear my voice come back when i shout in the tunnel', 'echo'),

  // weather
  byId('how come the sky is blue and not green', 'sky-blue'),
  byId('why do u see the lightning first and hear the thunder after', 'thunder-after-lightning'),
  byId('how does the weather lady on telly know its going to rain tomorrow', 'weather-forecast'),
  unknown('why do hurricanes have peoples names'),
  unknown('where does it rain the most in the whole world'),

  // space (answerable)
  byId('how come the moon glows if it hasnt got any lights inside it', 'moon-shine'),
  byId('why does the moon get fatter and thinner every week', 'moon-shape'),
  byId('is a shooting star actually a star falling down', 'shooting-star', 'meteorite'),
  byId('where do astronauts go to the loo on the space station', 'astronaut-toilet'),
  byId('why do the astronauts hop about like kangaroos on the moon', 'moon-gravity'),
  byId('why does the sky go all green and wavy near the north pole', 'space2-aurora'),

  // body (answerable)
  byId('after PE my heart goes boom boom really fast why does it', 'heart-fast'),
  byId('why does my arm go all bumpy like a chicken when its cold', 'goosebumps'),
  byId('why did my bruise go green and then yellow', 'bruise'),
  byId('why does the room keep going round after i spin and stop', 'dizzy'),
  byId('if blood is red why are the lines on my wrist blue', 'veins-blue'),

  // food (answerable)
  byId('how do the holes get inside swiss cheese', 'food-cheese-holes'),
  byId('why does my mouth feel freezing after i brush my teeth with minty toothpaste', 'food-mint-cold'),

  // sports (answerable)
  byId('why are tennis balls all fluffy', 'sport-tennis-ball'),
  byId('what happens when the ref shows someone a yellow card', 'sport-cards'),
  byId('are you allowed to throw the ball forwards in rugby', 'sport-rugby'),
  byId('how fast can usain bolt go', 'sport-fastest-runner'),
  byId('i got a pain in my side running at sports day what is it', 'sport-stitch'),
  byId('how do i make my swing go higher without mum pushing me', 'sport-swing'),

  // space (unknown)
  unknown('do astronauts get sick in space'),

  // geography and places (unknown)
  unknown('why is greenland called greenland if its all ice'),
  unknown('can u see the great wall of china from space'),
  unknown('how did they carry the giant stones to stonehenge'),

  // body (unknown)
  unknown('what is the crusty sleepy stuff in my eyes when i wake up'),
  unknown('why is my belly button an innie and my sisters sticks out'),
  unknown('why do people have different blood types'),

  // sports (unknown)
  unknown('why does swimming make my blond hair go green'),
  unknown('what does the yellow jersey mean in the tour de france'),

  // everyday
  byId('wat 2 colours do i mix to get purple paint', 'colours-primary', 'mix-colours'),
  byId('how many eggs do u get if you buy a dozen', 'dozen'),
  byId('do the olympics happen every year or not', 'olympics'),

  // routines
  byId('does it hurt when the hairdresser snips my hair', 'why-haircut', 'hair-grow'),
  byId('is it true u get cramp if u go swimming right after ur lunch', 'why-swim-after-eating'),

  // home science
  byId('where has the sugar gone i put 2 spoons in dads coffee and i cant see it', 'home-sugar-dissolve'),
  byId('why do i get a zap off the door handle after running round on the carpet in my socks', 'home-static-shock'),
  byId('why does my leg look all bendy and broken when i put it in the pool', 'home-straw-looks-bent'),
  byId('why does the smoke alarm go cheep every so often in the night', 'home-smoke-alarm'),

  // how things work
  byId('how does the washer get all the mud off my football kit', 'washing-machine'),
  byId('why do the balloons i blow up myself fall down but the party shop ones float', 'balloon-float'),

  // technology
  byId('why do u have to point the clicker at the telly to change the channel', 'tech-remote'),

  // money and jobs
  byId('if i have 100 pennies is that the same as a whole pound', 'job-hundred-cents'),
  byId('when dad pays with his card where does the money go there isnt any coins', 'job-bank-card'),
  byId('what is the doctor listening to when she puts the cold thing on my chest', 'job-stethoscope', 'tech-stethoscope'),

  // school
  byId('which letters are the 5 vowels', 'vowels', 'alphabet'),

  // feelings
  byId('why does my mum cry at weddings when shes happy', 'feelings-cry-why'),
  byId('what can i do when my brother makes me so cross i want to scream', 'calm-down'),

  // everyday
  unknown('how many weeks are there in a year'),
  unknown('why does the horse in chess move in a funny L shape'),

  // home science
  unknown('why does the light in the fridge go off when u shut the door'),

  // how things work
  unknown('why do some lifts have a big mirror inside'),
  unknown('who invented velcro'),

  // technology
  unknown('why does my game controller shake in my hands when i crash my car'),

  // money and jobs
  unknown('why did the hole in the wall eat my dads card'),
  unknown('why do nurses have a little watch pinned upside down on there top'),
  unknown('why do the bin men come so early in the morning'),

  // big questions
  unknown('why do brides wear a white dress when they get married'),

  // feelings
  unknown('why do i get grumpy when im hungry'),

  // moved from dev batch 10 (seeded, before any tuning) to make the held-out part a full third
  byId('why do geese make a v in the sky when they fly', 'ani2-geese-v'),
  byId('how do they know dinosaurs was real if nobody ever saw one', 'dinosaur-know'),
  byId('if snow is made of ice why isnt it clear like ice cubes', 'snow-white'),
  unknown('why is a rainbow curved like a bridge'),
  byId('why is mars red is it on fire', 'mars'),
  byId('what makes hiccups happen to me', 'hiccups'),
  unknown('why does uranus spin on its side'),
  unknown('why do my lips go blue when i stay in the pool too long'),
  unknown('why do some men go bald'),
  unknown('why do we eat pancakes on pancake day'),
  byId('why do the straps on my shoes stick together with the scratchy bit', 'velcro'),
  unknown('why does my voice sound funny when i hear it on a video'),
  unknown('why is a 2p coin bigger than a 5p coin when its worth less'),
];
