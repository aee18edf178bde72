import { makeStory } from '../makeStory';
import type { Story } from '../types';

export const OLDER_STORIES: Story[] = [
  makeStory({
    id: 'map-in-the-attic',
    title: 'The Map in the Attic',
    category: 'Mystery',
    difficulty: 'advanced',
    emoji: '🗺️',
    content: `
The summer Omar turned ten, his family moved into Great-Aunt Ruth's old house at the end of Mill Lane. The house creaked when the wind blew, the taps coughed before the water came out, and the attic was full of boxes that nobody had opened for forty years.

On the third rainy afternoon, Omar climbed the attic ladder with a torch. Behind a trunk of moth-eaten coats he found a flat wooden box. Inside, folded into careful squares, was a hand-drawn map of the village.

It showed the church, the river and the mill, all drawn in faded brown ink. But someone had added a dotted line that began at the house and wandered past the mill to a crooked tree marked with a small star. Underneath, in neat, looping handwriting, were the words: "For whoever is curious enough to look."

Omar showed the map to his older sister, Layla, who rolled her eyes and then grabbed her raincoat faster than he did.

They followed the dotted line. Some things had changed; the footbridge was now made of metal, and a bus stop stood where a well had been drawn. But the mill was still there, and beyond it, on the riverbank, stood an old oak bent sideways like a question mark.

At the foot of the tree, under a flat stone, they found a rusty biscuit tin. Layla prised open the lid.

There was no gold inside. Instead there were photographs of children swimming in the river, a pressed daisy, a school medal for running, and a letter. It was from Great-Aunt Ruth, written when she was twelve.

"Dear finder," it said. "These are the things that made me happy this summer. Please add something of your own and hide the tin again, so the next curious person has a treasure too."

Omar and Layla sat on the roots of the oak tree and read the letter twice. Then they walked home, talking about what to add. Layla chose a drawing of the new house. Omar wrote a letter of his own and tucked in a photo of the whole family squashed onto the front step.

The next morning they put the tin back under its stone, and Omar drew a fresh dotted line on a brand-new map.
`,
    comprehensionQuestions: [
      { question: 'Where did Omar find the map?', options: ['In the garden shed', 'In the attic', 'At the library', 'Under his bed'], correctAnswer: 1 },
      { question: 'Where did the dotted line on the map lead?', options: ['To the church', 'To a bus stop', 'To a crooked tree past the mill', 'To the school'], correctAnswer: 2 },
      { question: 'What was inside the biscuit tin?', options: ['Gold coins', 'Photographs, a pressed daisy, a medal and a letter', 'An old key', 'Nothing at all'], correctAnswer: 1 },
      { question: 'Who wrote the letter in the tin?', options: ['Great-Aunt Ruth, when she was twelve', 'A pirate', "Omar's teacher", 'Layla'], correctAnswer: 0 },
      { question: 'What did the letter ask the finder to do?', options: ['Keep everything', 'Take the tin to a museum', 'Throw the tin in the river', 'Add something of their own and hide the tin again'], correctAnswer: 3 },
    ],
  }),
  makeStory({
    id: 'the-song-of-the-whales',
    title: 'The Song of the Whales',
    category: 'Ocean',
    difficulty: 'advanced',
    emoji: '🐋',
    content: `
For as long as she could remember, Isla had wanted to hear a whale sing. Her father was a marine biologist, and every spring he spent three weeks on a research boat called the Kittiwake, counting the humpback whales that travelled north along the coast. This year, for the first time, Isla was allowed to go with him.

Life on the Kittiwake was nothing like life at home. Isla slept in a narrow bunk that swayed with the waves, ate porridge from a metal bowl, and learned to tie a bowline knot with her eyes closed. Each morning she stood on deck with binoculars, scanning the grey water for the puff of a whale's breath.

For six days, they saw nothing but gulls and a curious seal that followed the boat for an hour. Isla began to worry that the whales had chosen a different route this year.

"Patience," her father said. "The ocean keeps its own timetable."

On the seventh morning, Isla saw it: a tall spray of mist, shining in the low sun. "Blow!" she shouted, just as the crew had taught her. Moments later a huge dark back rolled through the water, and a tail as wide as a car lifted into the air before sliding silently beneath the waves.

That evening, her father lowered an underwater microphone, called a hydrophone, over the side of the boat. He handed Isla a pair of headphones.

At first she heard only the hiss of the sea. Then came a long, low moan that rose into a squeak, then a series of deep groans, like a door creaking in an enormous house. The sounds went on and on, changing and repeating, as if someone were singing a song with many verses.

"Only the males sing," her father whispered. "All the whales in this area sing almost the same song, and it changes a little every year. We still don't fully understand why."

Isla listened until the stars came out. She wrote down the patterns in her notebook with little drawings of rising and falling lines, so she would never forget them.

When she got home, she played the recording to her class. Nobody spoke until it finished. Then her best friend asked the question Isla had been asking herself ever since: "What do you think they're saying?"
`,
    comprehensionQuestions: [
      { question: 'What was the research boat called?', options: ['The Seagull', 'The Kittiwake', 'The Humpback', 'The Mermaid'], correctAnswer: 1 },
      { question: "What was Isla's father's job?", options: ['A marine biologist', 'A fisherman', 'A ship captain', 'A music teacher'], correctAnswer: 0 },
      { question: 'On which morning did Isla first see a whale?', options: ['The first', 'The third', 'The seventh', 'The tenth'], correctAnswer: 2 },
      { question: 'What is a hydrophone?', options: ['A type of boat', 'A fishing net', 'A telescope', 'An underwater microphone'], correctAnswer: 3 },
      { question: 'According to Isla\'s father, which humpback whales sing?', options: ['Only the babies', 'Only the males', 'Only the females', 'All of them'], correctAnswer: 1 },
    ],
  }),
  makeStory({
    id: 'night-the-lights-went-out',
    title: 'The Night the Lights Went Out',
    category: 'Space',
    difficulty: 'advanced',
    emoji: '🌌',
    content: `
It happened at eight o'clock on a Tuesday in November. Yuki was halfway through her maths homework when the kitchen light flickered, buzzed and went out. So did the television, the fridge and every streetlamp in the town of Brackwell.

"Power cut," said her grandfather calmly, as if he had been expecting it. He found a box of candles in a drawer and lit two of them on the table. The kitchen filled with soft, wobbling light.

Yuki looked out of the window. Brackwell had vanished. There were no glowing windows, no orange lamps along the high street, no lit-up sign outside the supermarket. Everything was a deep, velvety black.

"Put on your coat," said Grandpa. "There is something you should see."

They went out into the back garden and lay down on the damp grass. At first, Yuki could see only a handful of stars. "Give your eyes time," Grandpa said. "They need about twenty minutes to get used to the dark."

Slowly, as if someone were turning up a dimmer switch, more and more stars appeared. Then hundreds more. Then Yuki noticed a pale, cloudy band stretching right across the sky, from the chimney to the apple tree.

"Is that a cloud?" she asked.

"That is the Milky Way," said Grandpa. "It is our own galaxy, seen from the inside. Every bit of that mist is made of stars, billions of them, so far away that their light blurs together. Our Sun is just one star among them."

Yuki stared. She had seen pictures of the Milky Way in books, but she had never known it was hiding above her own house every single night, washed out by the lights of the town.

Grandpa pointed out the W shape of Cassiopeia and the bright planet Jupiter, steady and unblinking. A shooting star streaked past, and they both gasped at the same moment.

At ten o'clock, the power came back. The streetlamps hummed into life, and the Milky Way faded away like a dream.

The next week, Yuki wrote a letter to the town council. She asked whether Brackwell could switch off its streetlamps for one night every year, so that everyone could see what she had seen. To her surprise, they said yes. Now, every November, the whole town lies on the grass and looks up.
`,
    comprehensionQuestions: [
      { question: 'What was Yuki doing when the power went out?', options: ['Watching television', 'Her maths homework', 'Eating dinner', 'Sleeping'], correctAnswer: 1 },
      { question: 'How long did Grandpa say eyes need to get used to the dark?', options: ['About twenty minutes', 'One minute', 'Two hours', 'All night'], correctAnswer: 0 },
      { question: 'What is the Milky Way?', options: ['A long cloud', 'A comet', 'Our own galaxy, made of billions of stars', 'The trail of an aeroplane'], correctAnswer: 2 },
      { question: 'Why can Yuki not usually see the Milky Way from her house?', options: ['It only appears in summer', 'It is too small', 'It is hidden behind the Moon', 'The lights of the town wash it out'], correctAnswer: 3 },
      { question: 'What did Yuki ask the town council?', options: ['To build a telescope', 'To switch off the streetlamps for one night every year', 'To plant more trees', 'To fix the power lines'], correctAnswer: 1 },
    ],
  }),
  makeStory({
    id: 'the-winter-fox',
    title: 'The Winter Fox',
    category: 'Animals',
    difficulty: 'advanced',
    emoji: '🦊',
    content: `
The first heavy snow arrived in Little Ashby on the night before the school holidays, and by morning the whole valley was white and silent. Ben pressed his nose to the bedroom window and saw something he had never seen before: a line of neat, small footprints crossing the garden in a perfectly straight line.

"Fox," said his mum, looking over his shoulder. "Look how each back paw steps exactly where the front paw was. Foxes walk like that to save energy in deep snow."

Ben pulled on his boots and followed the tracks. They led along the hedge, under the gate, and across the allotments to a pile of logs at the edge of the woods. There, sitting in a patch of pale sunshine, was a fox. Her coat was a deep russet red, and her tail was so thick and bushy that she had curled it over her feet like a scarf.

The fox stared at Ben with calm amber eyes. Then she did something astonishing. She tilted her head, listening, and leaped high into the air, diving nose-first into the snow.

When she came up, she was chewing.

"She heard a mouse under the snow," Ben's grandad explained later, when Ben told him all about it. "Foxes have such good hearing that they can find a mouse moving beneath a blanket of snow. Some scientists even think they use the Earth's magnetic field to help them aim their pounce."

Over the next week, Ben visited the log pile every morning. He kept well back, because his grandad had told him that wild animals should stay wild, and that the kindest thing was to watch quietly without feeding or chasing them. Ben kept a diary of everything the fox did: the mornings she hunted, the afternoon she rolled in the snow as if she were playing, and the day she did not come at all.

On the last day of the holidays, he saw something that made him hold his breath. A second fox came out of the woods, and the two of them touched noses before trotting away together between the trees.

When the snow melted, the footprints disappeared. But Ben still had his diary, full of sketches and notes, and in the spring his teacher asked him to read it to the whole school.
`,
    comprehensionQuestions: [
      { question: 'Why do foxes step in their own footprints in deep snow?', options: ['To hide from dogs', 'To save energy', 'To keep their paws clean', 'To leave a pattern'], correctAnswer: 1 },
      { question: 'What did the fox do when she heard a mouse under the snow?', options: ['She ran away', 'She barked', 'She leaped up and dived nose-first into the snow', 'She dug slowly with her paws'], correctAnswer: 2 },
      { question: 'Why did Ben keep well back from the fox?', options: ['Wild animals should stay wild, so he watched quietly', 'He was scared of foxes', 'His mum told him to stay in the garden', 'The snow was too deep'], correctAnswer: 0 },
      { question: 'What did Ben see on the last day of the holidays?', options: ['A baby fox', 'A mouse escaping', 'The fox sleeping', 'A second fox touching noses with the first'], correctAnswer: 3 },
    ],
  }),
];
