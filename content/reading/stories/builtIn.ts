import { makeStory } from '../makeStory';
import type { Story } from '../types';

export const LITTLE_SEED = makeStory({
  id: 'builtin-little-seed',
  title: 'The Little Seed',
  category: 'Nature',
  difficulty: 'beginner',
  emoji: '🌱',
  content: `
Nia found a little brown seed in the garden. It was as small as a crumb.

"Let's plant it," said Grandpa. Nia dug a hole in the soft soil. She put the seed in and patted the soil on top.

Every morning, Nia gave the seed a drink of water. The sun came out and kept it warm.

One day, Nia saw a tiny green shoot. It grew taller and taller. Then it opened a big yellow flower!

"It is a sunflower," said Grandpa. Nia smiled. The sunflower was even taller than Nia.
`,
  comprehensionQuestions: [
    {
      question: 'What did Nia find in the garden?',
      options: ['A little brown seed', 'A red ball', 'A lost kitten', 'A shiny coin'],
      correctAnswer: 0,
    },
    {
      question: 'What did Nia give the seed every morning?',
      options: ['Some bread', 'A drink of water', 'A blanket', 'A song'],
      correctAnswer: 1,
    },
    {
      question: 'What colour was the flower?',
      options: ['Blue', 'Pink', 'Yellow', 'Purple'],
      correctAnswer: 2,
    },
    {
      question: 'Who helped Nia plant the seed?',
      options: ['Her teacher', 'Her friend Sam', 'A rabbit', 'Grandpa'],
      correctAnswer: 3,
    },
  ],
});

export const NEW_CLASS = makeStory({
  id: 'builtin-new-class',
  title: 'Ravi and the Class Hamster',
  category: 'School Life',
  difficulty: 'intermediate',
  emoji: '🐹',
  content: `
On Monday morning, Ravi stood at the classroom door and held his mum's hand very tightly. It was his first day at Oak Hill School, and everything felt new. The corridors smelled of crayons and floor polish, and he did not know a single name.

"Welcome, Ravi," said Miss Adeyemi with a warm smile. "We have a special job for someone new. Would you like to help look after Biscuit?"

Biscuit was the class hamster. She had golden fur, a pink nose and cheeks that puffed out when she was eating. Ravi nodded, and a girl with two bouncy plaits came over to show him what to do.

"I'm Hana," she said. "Biscuit likes sunflower seeds and a little piece of carrot. We fill her water bottle first."

Together they filled the bottle, swept the old sawdust into a bag and added fresh bedding. Biscuit ran straight into her wheel and spun it so fast that the whole class laughed.

At lunchtime, Ravi did not know where to sit. Then he heard Hana calling, "Ravi! Over here!" She had saved him a seat next to her friend Leo. Leo showed Ravi how to fold a paper frog that could really jump.

In the afternoon, Miss Adeyemi asked everyone to draw their favourite animal. Ravi drew Biscuit on her wheel, with speed lines behind her.

When his mum came to collect him, Ravi ran to the gate. "Guess what?" he said. "I have two new friends, and tomorrow it is my turn to feed Biscuit again!"
`,
  comprehensionQuestions: [
    {
      question: 'What was the name of the class hamster?',
      options: ['Cookie', 'Biscuit', 'Peanut', 'Muffin'],
      correctAnswer: 1,
    },
    {
      question: 'Who showed Ravi how to look after the hamster?',
      options: ['Leo', 'His mum', 'Hana', 'The head teacher'],
      correctAnswer: 2,
    },
    {
      question: 'What did Leo teach Ravi to make?',
      options: ['A paper frog', 'A paper plane', 'A clay pot', 'A bead necklace'],
      correctAnswer: 0,
    },
    {
      question: 'What did Ravi draw in the afternoon?',
      options: ['His house', 'A dinosaur', 'His mum', 'Biscuit on her wheel'],
      correctAnswer: 3,
    },
    {
      question: 'How did Ravi feel at the end of the day?',
      options: ['Happy to have two new friends', 'Bored', 'Angry', 'Still very worried'],
      correctAnswer: 0,
    },
  ],
});

export const ICE_MOON = makeStory({
  id: 'builtin-ice-moon',
  title: 'The Message from the Ice Moon',
  category: 'Science Fiction',
  difficulty: 'advanced',
  emoji: '🚀',
  content: `
The research station on Europa, one of Jupiter's moons, was the quietest place Mira had ever lived. Outside the thick windows, the ice stretched away in every direction, cracked into long blue lines like the lines on the palm of a hand. Above it all hung Jupiter, enormous and striped, so close that it filled half the sky.

Mira was eleven, and she was the only child on the station. Her mother was an ocean scientist, because under Europa's shell of ice there was a deep, dark sea. Nobody had ever seen what lived in it, if anything lived there at all.

Every evening, Mira helped her mother check the listening machine. It was a long cable that reached down through a drilled hole into the water below. The machine recorded every sound in the hidden ocean: the creak of shifting ice, the rumble of warm water rising from the sea floor, and sometimes nothing but silence.

One night, Mira put on the headphones and heard something new. Click. Click-click. Click. Then a pause, and the same pattern again.

"Mum," she whispered, "I think the ocean is counting."

Her mother listened, frowning. She played the sound through the computer, and a pattern of dots appeared on the screen. One, two, one. One, two, one. It was too regular to be ice, and too gentle to be a machine.

For three days, the whole station talked about nothing else. Some scientists thought it was a trick of the cable. Others thought it might be the first sign of life beyond Earth. Mira had an idea of her own.

"If something is counting," she said, "maybe it wants someone to count back."

The scientists looked at one another. Then Captain Osei nodded. "Let's try it," he said. "Carefully, and kindly."

Mira tapped the pattern into the speaker that hung in the water: click, click-click, click. Everyone in the control room held their breath.

The answer came almost at once. Click, click-click, click, click-click-click.

Nobody knew yet who, or what, was on the other side of the ice. But that night Mira wrote in her diary: "Today we said hello to a new neighbour. Tomorrow I hope we learn its name."
`,
  comprehensionQuestions: [
    {
      question: 'Where was the research station?',
      options: ['On Mars', "On Europa, one of Jupiter's moons", 'At the South Pole on Earth', 'On a ship in space'],
      correctAnswer: 1,
    },
    {
      question: "What was Mira's mother's job?",
      options: ['A pilot', 'A doctor', 'An ocean scientist', 'A cook'],
      correctAnswer: 2,
    },
    {
      question: 'What new sound did Mira hear through the headphones?',
      options: ['A song', 'Clicks in a pattern', 'A loud crash', 'Someone talking'],
      correctAnswer: 1,
    },
    {
      question: 'What was Mira\'s idea?',
      options: ['To drill a bigger hole', 'To go home to Earth', 'To turn the machine off', 'To count back by sending the pattern'],
      correctAnswer: 3,
    },
    {
      question: 'What did Mira write in her diary?',
      options: ['That they said hello to a new neighbour', 'That the sounds were only ice', 'That she was bored', 'That she wanted a pet'],
      correctAnswer: 0,
    },
  ],
});

/** The three stories always shown in Reading (spec §2), one per band. */
export const BUILT_IN_STORIES: Story[] = [LITTLE_SEED, NEW_CLASS, ICE_MOON];
