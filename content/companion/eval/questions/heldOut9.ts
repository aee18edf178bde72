import { byId, byWords, type QuestionCase, unknown } from './types';

/**
 * HELD-OUT batch 9: near-miss questions (sharing words with an entry but asking something the base does not answer:
 * "I don't know" is right) and answerable questions in children's own wording, written by a helper who read the entries
 * and never ran the engine; split from dev batch 9 with a fixed seed (mulberry32, 20261127: a third here) BEFORE the
 * engine was run on any of them. Never tuned on.
 */
export const HELD_OUT_BATCH_9: QuestionCase[] = [
  // animals
  unknown('how many years does a elephant live for'),
  unknown('how fast can a kangaroo hop if its in a hurry'),
  unknown('how long can penguins stay underwater before they need air'),
  unknown('why do pigeons bob there heads when they walk'),
  unknown('why does my dog turn round and round three times before he lies down'),
  unknown('why do mosquitoes buzz right in your ear at night'),
  byId('why do birds go in a arrow shape when they fly south', 'ani2-geese-v'),

  // space
  unknown('mum how many moons has mars got'),
  unknown('why is it called the milky way is it made of milk'),
  byId('what makes the green wiggly lights in the sky up north', 'space2-aurora'),

  // the body
  unknown('how much spit does my mouth make in a day'),
  byId('why does my elbow go all zingy when i bang it on the table', 'body2-funny-bone'),
  byId('why do my knuckles go pop when i squeeze them', 'body2-belly-noises'),
  byId('my legs hurt when im in bed and nana says its cos im getting bigger is that true', 'body2-growing-pains'),
  byId('when i turn the lamp off and look in the mirror my eyes go all big and black why', 'body2-pupils'),

  // weather
  unknown('can lightening hit the same place twice'),
  unknown('how heavy is one whole cloud'),
  unknown('whats the rainiest place in the world'),
  byId('what are the long pointy ice things hanging off the roof', 'icicles'),

  // nature and places
  unknown('whats the shortest river ever'),
  unknown('whats the teeniest island anywhere'),
  unknown('how long is the equator all the way round'),
  unknown('how many steps do you have to climb up the eiffel tower'),
  byId('how did the pebbles at the seaside get so smooth and round', 'nat2-pebbles'),
  byId('whats the massive wave that can come after a earthquake in the sea', 'nat2-tsunami'),
  byId('what are the crusty yellow patches on old walls and rocks', 'nat2-lichen'),

  // plants
  unknown('why are some trees leaves purple even in the summer'),
  unknown('how long does a sunflower take to grow really tall'),
  unknown('do cactuses ever grow flowers'),
  unknown('has anyone ever found a five leaf clover'),
  byId('why do my eyes sting and water when dad chops onions', 'onion-cry'),
  byId('why does the grass smell so nice after dad mows it', 'grass-smell'),
  byId('why do pine cones open up when its sunny', 'pinecones', 'nat2-pinecone'),

  // oceans
  unknown('how many arms has a squid got'),
  unknown('how long can a dolphin stay under the water'),

  // dinosaurs
  byId('which dinosaur had the biggest brain for its size', 'dinosaur-smartest'),

  // machines and technology
  unknown('how do people in submarines get air to breathe'),
  unknown('who invented the tv remote'),
  unknown('what is the biggest robot ever made'),
  byId('how does the car know its about to bump the wall when dad is parking', 'tech-parking-sensors'),
  byId('how do the canal boats get higher up with the big gates', 'tech-canal-lock'),

  // household science
  unknown('why does the kettle get really loud and then go quiet right before it boils'),
  unknown('can a magnet run out of its magnet power'),
  unknown('why does paper go all wrinkly and bumpy when it gets wet'),
  unknown('why does the fridge light go off when you shut the door'),
  byId('why has my hot chocolate got dry lumps floating on top', 'home-hot-chocolate-powder'),
  byId('why does the shower curtain keep flapping in and touching me', 'home-shower-curtain'),
  byId('whats all the tiny sparkly bits floating in the sunshine by my window', 'home-dust-sunbeam', 'home-dust'),

  // sports
  unknown('has the olympic flame ever gone out'),
  unknown('why do tennis players grunt when they hit the ball'),
  unknown('why do gymnasts put white powder on there hands'),
  byId('whats the game where they slide big stones on the ice and sweep', 'sport-curling'),
  byId('what are the bumpy bits on the bottom of football boots for', 'sport-studs'),
  byId('why do my legs hurt the day after football', 'sport-sore-muscles'),

  // food
  unknown('why is dark chocolate bitter'),
  unknown('why are some apples red and some green'),
  unknown('is a strawberry a berry'),
  byId('why do my cornflakes go all soggy if i dont eat them quick', 'food-cereal'),

  // money and jobs
  unknown('how many coins are there in the whole world'),
  byId('who stops all the planes bumping into each other in the sky', 'job-air-traffic'),

  // routines
  unknown('why do i have to brush my tongue as well'),
  unknown('why do i have to take my shoes off when we go in grannys house'),
  byId('why do i have to stay in my own bed all night and not get in with mum', 'why-own-bed'),

  // feelings
  unknown('why do my hands go shaky when im nervous'),
  byId('i keep worrying about my spelling test what can i do', 'worry-help', 'calm-down'),

  // big questions
  unknown('who was the oldest dog ever'),
  unknown('dad how old do i have to be to vote'),
  byId('why do some of my friends only have a mum and no dad at home', 'big-families', 'big-divorce'),
  byId('how did everything in space get started', 'big-universe-begin'),

  // what if
  unknown('what if there were no birds anywhere'),
  byId('what if i shrunk down as small as a ladybird', 'whatif-tiny'),
  byId('what would happen if i never ever had a haircut', 'whatif-never-cut-hair'),

  // school and everyday
  unknown('why is it called wednesday'),
  unknown('what is the hardest language to learn'),
  byId('whats it called when two words mean the same thing', 'synonym'),
  byWords('how many little men does each player get in chess', '16|sixteen'),
  byId('what do the little hand and the big hand on the clock do', 'clock-hands'),
];
