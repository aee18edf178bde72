import { makeStory } from '../makeStory';
import type { Story } from '../types';

export const MIDDLE_STORIES: Story[] = [
  makeStory({
    id: 'missing-sandwiches',
    title: 'The Mystery of the Missing Sandwiches',
    category: 'Mystery',
    difficulty: 'intermediate',
    emoji: '🔍',
    content: `
On the first sunny Saturday of the summer, the Okafor family packed a picnic and walked to Willow Hill. Dad carried the blanket, Mum carried the drinks, and Ada carried the most important thing of all: a basket full of cheese and tomato sandwiches.

They spread the blanket under a tall oak tree. Then Ada's little brother Femi spotted a kite stuck in a bush, and everyone ran to help the girl who had lost it.

When they came back, the basket was open. The sandwiches were gone!

"A mystery," said Ada, pulling out her notebook. Every good detective needs a notebook.

She looked for clues. There were crumbs on the blanket, leading away across the grass. Next to the crumbs were tiny footprints, each with four thin toes. And on the basket lid was one long black feather.

"Not a dog," said Ada. "A dog has round paw prints. Not a person, either. Whoever took our sandwiches can fly."

She followed the crumbs to the bottom of the oak tree and looked up. On a branch sat a big black crow with a piece of tomato in its beak. Beside it, two baby crows were squawking for more.

Ada laughed. "Case closed," she said. "The thief was just feeding her family."

Mum shared out the apples and biscuits instead, and Dad said it was the best picnic ever. From then on, Ada always packed one extra sandwich, just for the crows.
`,
    comprehensionQuestions: [
      { question: 'Where did the family have their picnic?', options: ['On the beach', 'On Willow Hill', 'In their garden', 'At school'], correctAnswer: 1 },
      { question: 'Why did the family leave the picnic blanket?', options: ['It started to rain', 'They went to buy ice cream', 'To help a girl get her kite back', 'To chase a dog'], correctAnswer: 2 },
      { question: 'Which clue showed the thief could fly?', options: ['A long black feather', 'A round paw print', 'A lost shoe', 'A torn map'], correctAnswer: 0 },
      { question: 'Who took the sandwiches?', options: ['Femi', 'A dog', 'A squirrel', 'A crow feeding her babies'], correctAnswer: 3 },
      { question: 'What does Ada do now when she packs a picnic?', options: ['She stays at home', 'She packs one extra sandwich for the crows', 'She brings a dog', 'She locks the basket'], correctAnswer: 1 },
    ],
  }),
  makeStory({
    id: 'the-lost-kite',
    title: 'The Kite That Flew Away',
    category: 'Adventure',
    difficulty: 'intermediate',
    emoji: '🪁',
    content: `
Leo's kite was shaped like a dragon, with a long green tail and bright orange wings. His uncle had helped him make it from paper, sticks and string, and it was the best thing Leo owned.

On the windiest day of autumn, Leo and his friend Zara took the kite to the top of the cliff path. The wind grabbed it at once. Up, up it went, higher than the seagulls, pulling so hard that Leo had to hold the string with both hands.

Then, with a sudden snap, the string broke.

"No!" shouted Leo. The dragon kite danced away over the fields towards the old lighthouse.

"Come on," said Zara. "We can follow it."

They ran along the path, over a wooden stile and through a field of sleepy cows. They jumped across a little stream, and Zara got one sock soaked. The kite drifted lower and lower, and at last it landed on the roof of the lighthouse keeper's shed.

An old woman with white hair came out, holding a watering can. "Is this dragon yours?" she asked, smiling.

She fetched a long ladder, and Leo climbed up carefully while she held it steady. The kite was not even torn.

"I used to fly kites here when I was your age," said the lighthouse keeper. She made them cups of hot chocolate, and showed them how to tie a knot that would never slip.

The next Saturday, Leo and Zara came back with the dragon kite and a brand-new string. This time, the lighthouse keeper flew it with them.
`,
    comprehensionQuestions: [
      { question: 'What shape was Leo\'s kite?', options: ['A dragon', 'A bird', 'A fish', 'A star'], correctAnswer: 0 },
      { question: 'What happened to the kite on the windy day?', options: ['It tore in half', 'The string broke and it flew away', 'It fell in the sea', 'A dog ate it'], correctAnswer: 1 },
      { question: 'Where did the kite land?', options: ['In a tree', 'On a cow', "On the lighthouse keeper's shed", 'In the stream'], correctAnswer: 2 },
      { question: 'What did the lighthouse keeper teach them?', options: ['How to swim', 'How to paint', 'How to bake bread', 'How to tie a knot that would never slip'], correctAnswer: 3 },
    ],
  }),
  makeStory({
    id: 'great-pancake-plan',
    title: 'The Great Pancake Plan',
    category: 'Family',
    difficulty: 'intermediate',
    emoji: '🥞',
    content: `
It was Mum's birthday, and Priya and her dad had a secret plan. They were going to make her breakfast in bed: a tall stack of pancakes with strawberries on top.

They tiptoed into the kitchen while it was still quiet outside. Dad read the recipe out loud, and Priya measured everything. One cup of flour. One egg. One cup of milk. A little pinch of salt.

Priya whisked the mixture until it was smooth and bubbly. Dad heated the pan, and together they poured in the first pancake. It sizzled and spread into a perfect circle.

"Time to flip it," whispered Dad.

Priya held the pan with both hands and gave it a big flick. The pancake flew up into the air, turned over once, and landed... on top of the fridge.

Priya gasped. Dad clapped his hand over his mouth so he would not laugh too loudly. Their dog, Pepper, sat underneath the fridge, wagging her tail and hoping.

"Maybe a smaller flip," said Dad. The second pancake landed back in the pan, golden and round. So did the third, and the fourth, and the fifth.

They piled the pancakes on a plate, added sliced strawberries and a drizzle of honey, and put a candle in the top one. Then they carried the tray upstairs and sang "Happy Birthday" as loudly as they could.

Mum sat up and beamed. "These are the best pancakes in the world," she said. "But why is there a pancake on top of the fridge?"
`,
    comprehensionQuestions: [
      { question: 'Why did Priya and Dad make pancakes?', options: ['It was Mum\'s birthday', 'It was Pancake Day at school', 'Dad was hungry', 'Grandma was visiting'], correctAnswer: 0 },
      { question: 'Where did the first pancake land?', options: ['On the floor', 'In the sink', 'On the dog', 'On top of the fridge'], correctAnswer: 3 },
      { question: 'What was the dog called?', options: ['Pepper', 'Salt', 'Biscuit', 'Honey'], correctAnswer: 0 },
      { question: 'What did they put on top of the pancakes?', options: ['Chocolate and cream', 'Strawberries and honey', 'Bananas and jam', 'Lemon and sugar'], correctAnswer: 1 },
    ],
  }),
  makeStory({
    id: 'turtle-beach-night',
    title: 'Night of the Baby Turtles',
    category: 'Animals',
    difficulty: 'intermediate',
    emoji: '🐢',
    content: `
Kai's aunt was a wildlife ranger on a beach where sea turtles came to lay their eggs. For weeks, a mother turtle's nest had been hidden under the sand, marked by a little ring of sticks so that nobody would step on it.

"Tonight might be the night," Aunt Lani said at dinner. "The eggs are ready to hatch."

After dark, they walked down to the beach with a torch covered in red paper. "Baby turtles find the sea by following the light of the moon on the water," Aunt Lani explained. "Bright white lights can confuse them, so we keep ours soft and red."

They sat very still and waited. The waves whispered in and out. Kai counted the stars until he lost count.

Then the sand inside the ring of sticks began to move. A tiny flipper poked out, then a head no bigger than Kai's thumb. One baby turtle scrambled out, then another, and then dozens, all tumbling over each other.

The babies turned towards the shining sea and began to crawl. Some went straight. Some went in wobbly zigzags. One got stuck on its back, and Aunt Lani gently turned it over with a gloved hand.

Kai watched as the first wave lifted the little turtles and carried them into the water. "Will they be all right?" he asked.

"The ocean is big," said Aunt Lani, "but they are stronger than they look. If they are lucky, one day the girls will come back to this very beach to lay their own eggs."

Kai decided right then that he would be a ranger too.
`,
    comprehensionQuestions: [
      { question: "What was Aunt Lani's job?", options: ['A teacher', 'A wildlife ranger', 'A fisherman', 'A doctor'], correctAnswer: 1 },
      { question: 'Why did they cover the torch with red paper?', options: ['To make it look pretty', 'To keep it warm', 'Because bright white lights can confuse baby turtles', 'To scare away crabs'], correctAnswer: 2 },
      { question: 'How do baby turtles find the sea?', options: ['By following the light of the moon on the water', 'By smelling fish', 'By listening to birds', 'By following their mother'], correctAnswer: 0 },
      { question: 'What did Kai decide at the end?', options: ['To keep a turtle as a pet', 'To learn to surf', 'To go home early', 'To be a ranger too'], correctAnswer: 3 },
    ],
  }),
];
