import { byId, type QuestionCase, unknown } from './types';

/**
 * DEV batch 10: children's questions in their own wording (typos, "how come", a leading "mum,"), about half answerable
 * and half near-misses the base does not answer, written by three helpers who read only the entries (never this eval,
 * never the engine), labels checked by grepping the whole base; questions already in the eval dropped. Split from
 * held-out batch 10 with a fixed seed (mulberry32, 20261126: a third there) BEFORE the engine was run on any of them.
 * Tuned on.
 */
export const DEV_BATCH_10: QuestionCase[] = [
  // animals
  byId('mckenzie whats the quickest animal that runs on the ground', 'fastest-land-animal'),
  byId('how fast does a falcon go when it zooms down out the sky', 'fastest-bird'),
  byId('whats inside a camels lump is it water', 'camel-hump'),
  byId('do lady lions get the big fluffy hair round there heads as well', 'lion-mane'),
  byId('why r sloths soooo slow at everything', 'sloth'),
  byId('can hippos actually swim or do they just sink', 'hippo'),
  byId('if bats cant see how do they fly round at night without bumping into stuff', 'bat-see'),
  byId('my hamster shoves all his food in his cheeks why does he do that', 'hamster-cheeks'),
  byId('how come ducks dont get soggy when they go in the pond', 'duck-water'),
  byId('why do my cats eyes go all glowy in the dark', 'cat-see-dark', 'ani2-eye-shine'),
  byId('can my cat taste sweeties', 'yn-cat-sweet'),
  byId('if i chop a worm in 2 with my spade will it be 2 worms', 'yn-worm-cut'),
  byId('what colour is a lobster before u cook it', 'yn-lobster-red'),
  byId('why does my cat always sit in the amazon box and not her bed', 'ani2-cat-boxes'),
  byId('why does my dog tip his head when i say walkies', 'ani2-dog-head-tilt'),
  byId('why has a goats eye got a funny rectangle in the middle', 'ani2-goat-eyes'),
  byId('whats my bunny doing when he thumps his leg on the floor', 'ani2-bunny-thump'),
  unknown('how long do giraffes live for'),
  unknown('how many kittens does a mummy cat have at the same time'),
  unknown('why do penguins waddle when they walk'),
  unknown('how do bees make the wax for there hive'),
  unknown('how many eyes has a spider got'),
  unknown('how long does a caterpillar have to stay inside its chrysalis'),
  unknown('why are some frogs bright blue and red'),
  unknown('how long do whales live for'),
  unknown('have jellyfish got eyes'),
  unknown('how many teeth has a crocodile got'),
  unknown('what do mummy birds feed there babies'),
  unknown('why do horses neigh'),
  unknown('how do squirrels remember where they buried all there nuts'),
  unknown('why does my cat chatter her teeth at the birds out the window'),
  unknown('why are dogs scared of fireworks'),
  unknown('what noise does a zebra make'),
  unknown('why do lions sleep all day'),
  unknown('how many stripes has a tiger got'),
  unknown('how long does it take a tadpole to turn into a frog'),

  // dinosaurs
  byId('did cave men have to run away from t rex', 'dinosaurs-people'),
  byId('what colour were the dinosaurs really', 'dinosaur-colour'),
  byId('was the flying pterodactyls dinosaurs too', 'pterodactyl'),
  unknown('how heavy was a t rex'),
  unknown('how big was a triceratops'),

  // oceans
  byId('why is the sea really far out in the morning and then its right up by our towels later', 'tides'),
  byId('how many hearts has a octopus got', 'octopus'),
  byId('is it the daddy seahorse that has the babies', 'seahorse'),
  unknown('why do starfish have five arms'),
  unknown('how deep can a whale dive down'),

  // plants
  byId('how come grass is green and not blue', 'plants-green'),
  byId('why has a cactus got prickles all over it', 'cactus'),
  byId('why do pine cones open up when its dry', 'pinecones', 'nat2-pinecone'),
  unknown('how long does a tree take to grow big'),
  unknown('why have trees got bark on them'),
  unknown('why are some mushrooms poisonous'),

  // nature
  byId('what time of day does my shadow get really long', 'shadow'),
  byId('mum how did these pebbles get all smooth and round', 'nat2-pebbles'),
  byId('why does the road look like its got water on it when its boiling hot', 'nat2-mirage'),
  byId('how does a pearl grow in a shell', 'nat2-pearl'),
  unknown('how hot is it right in the middle of the earth'),
  unknown('what was the biggest earthquake ever'),
  unknown('why are diamonds so sparkly'),
  unknown('how deep is the deepest cave in the world'),

  // weather
  byId('mum why does the sky look like its on fire when the suns going down', 'sunset-colours'),
  byId('why cant i ever get to where the rainbow stops', 'rainbow-end'),
  byId('why dont the clouds fall on our heads', 'clouds'),
  byId('why is the grass all wet when i walk to school in the morning', 'dew'),
  byId('how come i can blow dragon smoke when its freezing outside', 'breath-cold'),
  unknown('why is it colder at the top of a mountain'),

  // space (answerable)
  byId('mum why cant i look rite at the sun it hurts my eyes', 'sun-look'),
  byId('mckenzie where does the sun go when its nite time', 'sun-set', 'day-night'),
  byId('how many days did the astronauts take to fly all the way to the moon', 'moon-far'),
  byId('how many earths could u squeeze inside jupiter', 'biggest-planet'),
  byId('can astronauts take there helmets off in space', 'space-breathe'),
  byId('apart from the sun whats the next nearest star to us', 'space2-closest-star'),
  byId('what happens to a really giant star when it gets super old', 'space2-supernova'),
  byId('how do astronauts wash there hair if the water floats away', 'space2-astronaut-wash'),
  byId('why is venus hotter than mercury when mercury is more nearer the sun', 'space2-venus-hot', 'hottest-planet'),

  // geography and places (answerable)
  byId('mum is africa just one big country', 'africa'),
  byId('whats the most biggest ocean in the world', 'pacific'),
  byId('whats the highest mountain in the whole wide world', 'everest'),
  byId('my cousin in australia goes to the beach on christmas day how come its hot there', 'hemispheres'),
  byId('are there any polar bears in antartica', 'animals-antarctica'),
  byId('is antartica a desert even tho its all ice and snow', 'biggest-desert'),
  byId('whats japans capital city called', 'capital-japan', 'tokyo'),
  byId('why is that leaning tower in italy falling over', 'leaning-tower'),
  byId('why is the statue of liberty green and not gold', 'statue-liberty', 'home-copper-green'),
  byId('who were the pyramids built for', 'pyramids'),
  byId('is there any land under the north pole or is it just ice', 'north-pole'),
  byId('why dont they have any cars in venice', 'venice'),

  // body (answerable)
  byId('how many bones am i made of', 'bones-count'),
  byId('why does my belly make growly noises before dinner', 'tummy-rumble'),
  byId('mum why is my wee yellow and not see through like water', 'pee'),
  byId('why do my feet go all fizzy after i sit on them', 'pins-needles'),
  byId('whats the point of eyebrows', 'body2-eyebrows'),
  byId('i banged my funny bone and it went all zingy why', 'body2-funny-bone'),
  byId('how many kidneys have i got', 'body2-kidneys'),
  byId('why do i always feel sick in the back of the car', 'body2-car-sick'),

  // food (answerable)
  byId('how come bananas grow all curvy like a smile', 'food-banana-curved'),
  byId('i swallowed a watermelon pip is a watermelon gonna grow in my belly', 'food-watermelon-seed', 'whatif-swallow-seed'),
  byId('why do lemons make my face go all scrunchy', 'food-lemon-sour'),
  byId('does gum really stay in your tummy for 7 years', 'food-chewing-gum'),
  byId('why cant i give my dog some of my chocolate', 'food-chocolate-dogs'),
  byId('is it true eating crusts makes ur hair curly', 'food-crusts-curly'),
  byId('why does my dinner taste of nothing when ive got a cold', 'food-blocked-nose'),

  // sports (answerable)
  byId('why have golf balls got little holes all over them', 'sport-golf-dimples'),
  byId('what makes trampolines so boingy', 'sport-trampoline'),

  // space (unknown)
  unknown('how many moons has mars got'),
  unknown('why does the moon follow our car when we drive at nite'),
  unknown('whats the biggest moon in the hole solar system'),
  unknown('how long would it take a rocket to get to jupiter'),
  unknown('who was the second person to walk on the moon'),
  unknown('is there wind on mars'),
  unknown('mckenzie how big is the moon'),
  unknown('can you see the flag the astronauts left on the moon with a telescope'),
  unknown('how many astronauts live on the space station right now'),

  // geography and places (unknown)
  unknown('whats the tallest mountain in australia'),
  unknown('how many countries are there in europe'),
  unknown('how cold does it get at the north pole'),
  unknown('what language do people speak in brazil'),
  unknown('how many steps is it to the top of the eiffel tower'),
  unknown('can you go inside the pyramids'),
  unknown('how deep is the grand canyon'),
  unknown('how many floors has the burj khalifa got'),

  // body (unknown)
  unknown('what is the dangly thing at the back of my throat'),
  unknown('how many hairs have i got on my head'),

  // food (unknown)
  unknown('how do they make chewing gum'),
  unknown('why does honey go hard and crunchy in the cupboard'),
  unknown('why do some grapes not have any pips'),
  unknown('why does the ketchup get stuck in the bottle'),
  unknown('why is a pineapple called a pineapple when its not an apple'),

  // sports (unknown)
  unknown('why are golf balls always white'),
  unknown('why do footballers swap shirts at the end of the match'),
  unknown('why does the goalie wear a different colour top to everyone else'),

  // everyday
  byId('mckenzie how many days is there in a hole year', 'year-days', 'earth-sun-orbit'),
  byId('is there a number thats bigger than every other number', 'biggest-number'),
  byId('how many keys has a piano got altogether black ones and white ones', 'piano-keys'),
  byId('how do i know if a number is odd', 'even-odd'),

  // routines
  byId('why does mum make me put clean socks and pants on every morning', 'why-clean-clothes'),
  byId('why am i meant to sneeze in my elbow mckenzie', 'why-cover-cough'),
  byId('why isnt it ok to run round the side of the swimming pool', 'why-no-running-pool', 'sport-pool-safety'),
  byId('i know the answer so why do i have to put my hand up first', 'why-hand-up'),
  byId('my brother burped at dinner why does he have to say excuse me', 'why-excuse-me'),
  byId('why do i have to switch the big light off when i go out of my room', 'why-lights-off'),
  byId('why cant i just go to sleep in my school clothes instead of pjs', 'why-pyjamas'),

  // home science
  byId('why did the coke bottle in the freezer split open', 'home-frozen-bottle-burst'),
  byId('when i huff on the glass on the bus it goes all white why', 'home-breath-window'),
  byId('why is there water dribbling down the inside of my window when i wake up', 'home-condensation-window'),
  byId('whats the orange flaky stuff on my old scooter', 'home-rust'),
  byId('why am i upside down when i look in my cereal spoon', 'home-spoon-upside-down'),
  byId('how does my soup stay hot all morning in my flask', 'home-flask'),
  byId('why does the plate in the microwave go round and round', 'home-microwave-turntable'),

  // how things work
  byId('how does my dinner get hot in the microwave if the microwave isnt hot inside', 'microwave'),
  byId('wen i flush the loo where does it all end up', 'toilet-flush'),

  // technology
  byId('my tablet wont do anything when i have my gloves on is it broken', 'tech-gloves-screen'),
  byId('how come the shop doors open on there own when i walk up', 'tech-automatic-doors'),
  byId('why does our car go beep beep beep when dad is reversing', 'tech-parking-sensors'),
  byId('how does mums phone know its her face and not mine', 'tech-face-fingerprint'),
  byId('what are the white stripy clouds behind aeroplanes made of', 'tech-contrails'),
  byId('why do the bin men wear them bright orange jackets with shiny stripes', 'tech-high-vis'),
  byId('why does the ambulance noise go lower after it whizzes past us', 'tech-siren'),

  // money and jobs
  byId('why cant the bank just print loads of money and give every1 some', 'job-print-more'),
  byId('my nana stopped going to work she says shes retired what does that mean', 'job-retired'),
  byId('why does the fireman slide down a pole and not use the stairs', 'job-fire-pole'),

  // school
  byId('whats the word for opposites like big and small', 'antonym'),
  byId('what does the long hand on the clock tell you', 'clock-hands'),

  // big questions
  byId('how long was i in my mummys tummy before i came out', 'big-baby-how-long', 'babies-come'),
  byId('my friend sam is adopted what does that mean', 'big-adopted'),
  byId('is it possible to go back to yesterday', 'big-time-travel'),

  // what if
  byId('i ate a grape with the pips in will a grape tree grow in my tummy now', 'whatif-swallow-seed'),
  byId('my sister said if i cross my eyes theyll stay like that forever is that true', 'whatif-crossed-eyes'),
  byId('what if children got to make all the rules instead of grown ups', 'whatif-kids-charge'),
  byId('if i keep walking and walking would i fall off the end of the world', 'whatif-edge-earth'),

  // feelings
  byId('why do i get a wobbly tummy before my swimming lesson', 'nervous-new'),
  byId('i got 4 spellings wrong is it bad to get things wrong', 'mistakes'),

  // everyday
  unknown('why has february only got 28 days when the other months have more'),
  unknown('why is saturday called saturday'),
  unknown('what number comes after a trillion'),
  unknown('why do we sing happy birthday at parties'),
  unknown('why do the clocks go back an hour in autumn'),

  // routines
  unknown('why do i have to take my shoes off when we go in nanas house'),
  unknown('why does my hair go all frizzy and puffy when its raining'),
  unknown('why do we have to get changed into pe kit for pe'),

  // home science
  unknown('why cant mum put the wooden spoons in the dishwasher'),
  unknown('why does the hoover stop sucking up stuff when the bag gets full'),
  unknown('why does the bath go slurp at the end when the last bit of water goes down'),

  // how things work
  unknown('why wont the washing machine door open when its going round'),
  unknown('why does a helicopter have a little propeller on its tail'),
  unknown('how does the man in the hot air balloon make it go where he wants'),
  unknown('why do trains toot there horn when they go in a tunnel'),

  // technology
  unknown('where do my pictures go when i delete them off the ipad'),
  unknown('why does the computer make me click im not a robot'),
  unknown('what did people use before toilet paper'),
  unknown('how does the printer know when its running out of ink'),
  unknown('why are the flashing lights on police cars blue'),
  unknown('why does the green man at the crossing make a beeping noise'),
  unknown('why are there white lines painted down the middle of the road'),

  // money and jobs
  unknown('how much money does a teacher get paid'),
  unknown('how many years do you have to go to school to be a doctor'),
  unknown('why do you have to stick a stamp on a letter'),
  unknown('if my fiver gets ripped in half can i still spend it'),
  unknown('why do people give the waiter extra money at the end of dinner'),
  unknown('why do judges wear funny white wigs'),
  unknown('where does the fire engine get more water from when its tank is empty'),

  // school
  unknown('what is a comma for'),
  unknown('why is there a k at the start of knife if you dont say it'),
  unknown('why do we get six weeks off school in the summer'),

  // what if
  unknown('what if the internet stopped working all over the whole world'),
  unknown('what if robots did all the jobs and grown ups never had to go to work'),
  unknown('what if it rained lemonade instead of water'),

  // feelings
  unknown('why do i get a lump in my throat when im trying not to cry'),
];
