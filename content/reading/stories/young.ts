import { makeStory } from '../makeStory';
import type { Story } from '../types';

export const YOUNG_STORIES: Story[] = [
  makeStory({
    id: 'pip-finds-a-friend',
    title: 'Pip Finds a Friend',
    category: 'Friendship',
    difficulty: 'beginner',
    emoji: '🐶',
    content: `
Pip was a small puppy with floppy ears. He had a red ball, but nobody to play with.

Pip went to the pond. "Will you play?" he asked the duck. "Quack! I am going for a swim," said the duck.

Pip went to the tree. "Will you play?" he asked the squirrel. "I am busy with my nuts," said the squirrel.

Then Pip saw a little kitten sitting all alone. She looked sad.

Pip rolled his red ball to her. The kitten patted it back! Pip wagged his tail.

They played all afternoon. Now Pip has a best friend.
`,
    comprehensionQuestions: [
      { question: 'What colour was Pip\'s ball?', options: ['Blue', 'Red', 'Green', 'Yellow'], correctAnswer: 1 },
      { question: 'Who was going for a swim?', options: ['The squirrel', 'The kitten', 'The duck', 'The fish'], correctAnswer: 2 },
      { question: 'Who became Pip\'s best friend?', options: ['A little kitten', 'A duck', 'A squirrel', 'A bird'], correctAnswer: 0 },
    ],
  }),
  makeStory({
    id: 'little-blue-fish',
    title: 'The Little Blue Fish',
    category: 'Ocean',
    difficulty: 'beginner',
    emoji: '🐟',
    content: `
Deep in the sea lived a little blue fish called Finn. Finn liked to swim fast.

One day, Finn swam so fast that he got lost. Everything looked big and dark.

"Can you help me?" Finn asked a crab. The crab pointed a claw. "Follow the shells," she said.

Finn followed the white shells. He swam past a green turtle. He swam past a pink jellyfish.

At last he saw the bright coral where he lived. His mum was waiting. She gave him a big fishy hug.

"Next time," said Finn, "I will swim a little slower."
`,
    comprehensionQuestions: [
      { question: 'What was the little fish called?', options: ['Nemo', 'Finn', 'Bubbles', 'Splash'], correctAnswer: 1 },
      { question: 'Why did Finn get lost?', options: ['He fell asleep', 'It was night', 'He swam too fast', 'A shark chased him'], correctAnswer: 2 },
      { question: 'What did the crab tell Finn to follow?', options: ['The shells', 'The bubbles', 'The moon', 'A turtle'], correctAnswer: 0 },
      { question: 'Who was waiting for Finn at home?', options: ['The crab', 'His friend', 'A turtle', 'His mum'], correctAnswer: 3 },
    ],
  }),
  makeStory({
    id: 'bears-winter-nap',
    title: "Bear's Winter Nap",
    category: 'Seasons',
    difficulty: 'beginner',
    emoji: '🐻',
    content: `
The leaves turned orange and fell from the trees. The wind was cold. Winter was coming.

Big Bear gave a great big yawn. "It is time for my long winter nap," he said.

First, Bear ate lots of berries. Then he found a cosy cave. He made a bed of soft leaves.

"Goodnight, Bear," said Rabbit. "See you in spring!"

Snow fell on the hills. Bear slept and slept. He did not wake up once.

Then the sun came back. Little flowers popped up. Bear opened his eyes and stretched.

"Hello, spring!" said Bear. "I am very hungry!"
`,
    comprehensionQuestions: [
      { question: 'What did Bear do in winter?', options: ['He went swimming', 'He had a long nap', 'He built a snowman', 'He flew away'], correctAnswer: 1 },
      { question: 'Where did Bear sleep?', options: ['In a tree', 'In a boat', 'In a cosy cave', 'In a house'], correctAnswer: 2 },
      { question: 'What did Bear make his bed from?', options: ['Soft leaves', 'Snow', 'Stones', 'Pillows'], correctAnswer: 0 },
      { question: 'How did Bear feel when he woke up?', options: ['Sad', 'Cold', 'Sleepy', 'Very hungry'], correctAnswer: 3 },
    ],
  }),
  makeStory({
    id: 'grandmas-red-umbrella',
    title: "Grandma's Red Umbrella",
    category: 'Family',
    difficulty: 'beginner',
    emoji: '☂️',
    content: `
It was raining. Drip, drop, drip. Tom wanted to go to the park.

"Let's go anyway," said Grandma. She picked up her big red umbrella.

Tom put on his yellow boots. Grandma put on her green coat. Out they went!

Splash! Tom jumped in a puddle. Splash! Grandma jumped in one too. They both laughed.

At the park, they saw two ducks. The ducks loved the rain.

Then the rain stopped. The sun came out, and a rainbow shone over the trees.

"Rainy days are fun," said Tom, "when you have Grandma."
`,
    comprehensionQuestions: [
      { question: 'What colour was Grandma\'s umbrella?', options: ['Red', 'Blue', 'Green', 'Yellow'], correctAnswer: 0 },
      { question: 'What did Tom put on his feet?', options: ['Slippers', 'Yellow boots', 'Red socks', 'Sandals'], correctAnswer: 1 },
      { question: 'What did Tom and Grandma see at the park?', options: ['A dog', 'Two ducks', 'A horse', 'A train'], correctAnswer: 1 },
      { question: 'What shone over the trees at the end?', options: ['The moon', 'A kite', 'A rainbow', 'A lamp'], correctAnswer: 2 },
    ],
  }),
  makeStory({
    id: 'moon-says-goodnight',
    title: 'The Moon Says Goodnight',
    category: 'Space',
    difficulty: 'beginner',
    emoji: '🌙',
    content: `
Every night, the Moon rises up into the dark sky. She is round and silver and bright.

"Goodnight, owl," says the Moon. The owl hoots back. Hoo, hoo!

"Goodnight, fox," says the Moon. The fox curls up his fluffy tail.

"Goodnight, little stars," says the Moon. The stars twinkle and wink.

Then the Moon looks in at a window. There is Amara, tucked up in bed with her toy rabbit.

"Goodnight, Amara," whispers the Moon. Amara is already fast asleep.

The Moon smiles and shines softly all night long.
`,
    comprehensionQuestions: [
      { question: 'What colour is the Moon in the story?', options: ['Gold', 'Silver', 'Red', 'Green'], correctAnswer: 1 },
      { question: 'Which animal hoots back to the Moon?', options: ['The fox', 'The cat', 'The owl', 'The rabbit'], correctAnswer: 2 },
      { question: 'What does Amara have in bed with her?', options: ['A toy rabbit', 'A book', 'A puppy', 'A torch'], correctAnswer: 0 },
    ],
  }),
];
