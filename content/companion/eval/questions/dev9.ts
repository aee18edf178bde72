import { byId, byWords, type QuestionCase, unknown } from './types';

/**
 * DEV batch 9: the two thirds of batch 9 (near-miss and answerable questions, see heldOut9.ts) split off (mulberry32,
 * 20261127) before the engine was run on them; tuned on.
 */
export const DEV_BATCH_9: QuestionCase[] = [
  // animals
  unknown('how many whiskers has a cat got'),
  unknown('why is my dogs nose all dry when he wakes up'),
  unknown('why do owls sick up little balls of fur and bones'),
  unknown('how many eggs can one hen lay in a week'),
  unknown('how long can a snake go without eating anything'),
  unknown('why are some tiny frogs in the rainforest so bright and poisonous'),
  unknown('why do flamingos eat with there heads upside down'),
  unknown('how many spikes has a hedgehog got on its back'),
  unknown('why do moths eat holes in my jumpers'),
  unknown('why do geckos lick there own eyeballs'),
  unknown('how long can a earthworm grow'),
  byId('how come elephants keep waving there ears about like big fans', 'elephant-ears'),
  byId('how do bats find there way about when its pitch black', 'bat-see'),
  byId('can a tortoise take its shell off and walk around without it', 'turtle-shell'),
  byId('what do you call a big family of lions that live together', 'ani2-pride'),
  byId('how can you tell if its a toad or a frog', 'yn-frog-toad'),

  // space
  unknown('how long would it take to drive a car to the sun'),
  unknown('what did neil armstrong say when he got out on the moon'),
  unknown('do astronauts feel sick when they float about in space'),
  unknown('how does a black hole get made'),
  unknown('how fast does a rocket go when it blasts up to space'),
  unknown('do any other planets have rings not just saturn'),
  unknown('how cold is it on pluto brrr'),
  byId('why are there big round holes all over the moon', 'space2-moon-craters'),
  byId('how many months would a rocket take to get to mars', 'space2-mars-trip'),
  byId('my cousin says astronauts come home a bit taller is that true', 'space2-astronaut-taller'),
  byId('how come the moon doesnt crash down on us', 'whatif-moon-fall'),

  // the body
  unknown('why do my eyes go watery when i yawn'),
  unknown('how fast does a sneeze come out'),
  unknown('why do some people have a belly button that sticks out'),
  unknown('have we got prints on our toes like on our fingers'),
  unknown('if a grown up loses a tooth does a new one grow back'),
  unknown('why do some grandads go bald on top'),
  unknown('why do my ears feel all blocked up after swimming'),
  unknown('what are wisdom teeth my uncle had his taken out'),
  unknown('how many muscles do you use when you smile'),
  byId('reading in the car makes my tummy go funny like im gonna be sick why', 'body2-car-sick'),

  // weather
  unknown('why does the sky go a funny yellow colour before a big storm'),
  unknown('how fast does the wind spin in a tornado'),
  unknown('why does snow crunch and squeak when you stand on it'),
  unknown('why are some raindrops massive and some really tiny'),
  unknown('why is a rainbow curved like a bridge and not straight'),
  unknown('how come you sometimes get two rainbows at the same time'),
  unknown('why do hurricanes get names like people'),
  byId('why do we see the flash first and then hear the bang in a storm', 'thunder-after-lightning'),
  byId('what do you call it when it doesnt rain for ages and all the plants die', 'drought'),
  byId('the puddles in the playground vanished where did all the water go', 'puddles', 'water-cycle'),
  byId('what are the big tall dark clouds that make thunderstorms called', 'cloud-kinds'),

  // nature and places
  unknown('how many volcanos are there on earth'),
  unknown('why does the desert get freezing cold at night'),
  unknown('can animals tell when an earthquake is coming'),
  unknown('how old is the ice in a glacier'),
  unknown('where is the biggest cave you can go in'),
  unknown('how did they lift the giant stones to build the pyramids'),
  byId('why does hot water shoot up out of the ground in iceland', 'nat2-geyser', 'capital-iceland'),
  byId('why does it look like theres water on the motorway when its sunny but then its not there', 'nat2-mirage'),

  // plants
  unknown('which plant grows the slowest of all of them'),
  unknown('how many years till a acorn turns into a big oak tree'),
  unknown('which flower is the tiniest one'),
  byId('can a plant grow in a dark cupboard with no sun', 'whatif-no-sun-plants', 'plants-need'),

  // oceans
  unknown('how far down can a submarine go'),
  unknown('how fast can a shark swim'),
  unknown('what is the slowest fish in the sea'),
  unknown('why do crabs blow bubbles out of there mouths'),
  unknown('why is some of the coral turning white'),
  unknown('what do great white sharks eat'),
  unknown('why have starfish got five arms'),
  byId('why does a octopus squirt black stuff when its scared', 'octopus-ink', 'yn-octopus-ink'),
  byId('how do turtle mums know which beach to go back to', 'turtles-sea'),
  byId('was there really a shark as big as a bus in the olden days', 'megalodon'),
  byId('how come whales have to keep coming up to the top of the sea', 'whales-breathe', 'whale-spout'),
  byId('how do otters not float away from each other when they sleep', 'sea-otter', 'sea-otter'),

  // dinosaurs
  unknown('how fast could a t rex run'),
  unknown('how long did a dinosaur egg take to hatch'),
  unknown('could dinosaurs see in colour'),
  unknown('did any dinosaurs live where it was snowy'),
  unknown('what does tyrannosaurus actually mean'),
  unknown('where did someone find the very first dinosaur bone'),
  unknown('did dinosaurs ever get poorly'),
  unknown('which dinosaur had the most teeth in its mouth'),
  byId('which dinosaur had a big club on the end of its tail', 'ankylosaurus'),
  byId('how many different types of dinosaurs have they found', 'dinosaur-kinds'),
  byId('did most dinosaurs munch plants or meat', 'dinosaur-plant-eaters'),

  // machines and technology
  unknown('can a helicopter fly upside down'),
  unknown('why is red for stop and green for go on traffic lights'),
  unknown('how long is the longest train ever'),
  unknown('who invented the esculator'),
  unknown('why do lighthouses have red and white stripes'),
  unknown('why are the taxis in new york yellow'),
  unknown('why have plane windows got a tiny hole in them'),
  unknown('how high up can a drone fly'),
  byId('why do ambulances go nee naw', 'siren'),
  byId('whats the box on a plane that remembers everything about the flight', 'tech-black-box'),
  byId('why does my dads phone get really hot when hes on a game', 'tech-phone-warm'),

  // household science
  unknown('how big can a bubble get'),
  unknown('why do two mirrors facing each other make a tunnel that goes on forever'),
  unknown('why does the bath make a big gurgle noise at the end'),
  byId('where does the wet go out of my swimming costume when it dries', 'home-clothes-dry'),

  // sports
  unknown('how come footballs are black and white'),
  unknown('how long does a basketball game last'),
  unknown('how many players are in a hockey team'),
  unknown('who is the fastest lady runner in the world'),
  unknown('who ran the fastest marathon ever'),
  unknown('how long does a cricket match go on for'),
  unknown('which country has won the most world cups'),
  byWords('how many rings are on the olympic flag', '5|five'),
  byId('what do you call it when someone gets all the pins down at once', 'sport-bowling'),

  // food
  unknown('why havent bananas got seeds in them'),
  unknown('who was the first person to make crisps'),
  unknown('why is pizza round but it comes in a square box'),
  unknown('why does salty food make you thirsty'),
  unknown('what was the first ever ice cream flavour'),
  unknown('why wont my jelly set when i put fresh pineapple in it'),
  byId('my curry was so hot my tongue was burning why does that happen', 'food-spicy'),
  byId('why cant i taste my dinner when my nose is all stuffy', 'food-blocked-nose'),
  byId('are raisins just grapes that got old and dried up', 'food-raisins'),
  byId('why does mum squeeze lemon on the apple slices in my lunchbox', 'food-apple-brown'),

  // money and jobs
  unknown('how long does it take to become a vet'),
  unknown('why do chefs shout yes chef in the kitchen'),
  unknown('how do firefighters get cats down from trees'),
  unknown('why do police officers ride horses'),
  unknown('how many letters does a postman deliver in one day'),
  unknown('what is the oldest coin ever found'),
  unknown('how much do astronauts get paid'),
  byId('why does the shop lady give me coins back when i pay', 'job-change'),
  byId('why do bakers have to get up when its still dark', 'job-baker', 'job-night-work'),
  byId('nana keeps saying pennies dont grow on trees what does she mean', 'job-money-trees'),

  // routines
  unknown('why do i have to open my curtains in the morning'),
  unknown('why do my toenails grow slower than my fingernails'),
  unknown('why does the dentist say i need to floss'),
  byId('why does my teacher say cough into your elbow like a vampire', 'why-cover-cough'),
  byId('why do we practise walking outside when the fire bell goes at school', 'why-fire-drill'),
  byId('why does everyone say shhh when the baby is having a nap', 'why-quiet-baby'),

  // feelings
  unknown('why do people laugh when they are nervous'),
  unknown('why do people say there heart is broken when theyre really sad'),
  unknown('what does curious mean'),
  unknown('what does it mean to feel guilty'),
  byId('why do i go all hot and wobbly when i do something silly in front of everyone', 'embarrassed', 'body2-blush'),
  byId('i want to throw my lego because it keeps falling apart why do i feel like that', 'frustrated', 'anger-why'),

  // big questions
  unknown('who invented clocks'),
  unknown('how many galaxys are there in space'),
  unknown('are mermaids real my sister says she saw one'),
  unknown('is the easter bunny real'),
  unknown('why do brides wear white dresses'),
  unknown('why do people wear black at funerals'),
  byId('how many months was i in my mummys tummy', 'big-baby-how-long', 'babies-come'),
  byId('what do people do at a wedding', 'big-married'),

  // what if
  unknown('what if cars could fly over all the traffic'),
  unknown('what if gravity was twice as strong'),
  unknown('what if i could read peoples minds'),
  unknown('what if the moon was as big as the earth'),
  unknown('what if i had eyes in the back of my head'),
  byId('what if i was so big i could step over houses', 'whatif-giant'),

  // school and everyday
  unknown('why has february only got 28 days'),
  unknown('whats the longest word there is'),
  unknown('what is a square number my teacher said 9 is one'),
  unknown('what is a joining word like and or but'),
  unknown('how many sides has a octagon got'),
  byId('is 7 a odd number or a even number', 'even-odd'),
];
