import {
  DEFAULT_STAMP_SIZE,
  STAMP_SIZE_MAX,
  STAMP_SIZE_MIN,
  STAMP_SIZE_STEP,
} from '../../../contract/drawingConstants';

/** A colour option (spec §3): its English name, the colour itself, and an id for its translated name (`colors.<id>`). */
export interface ColorOption {
  id: string;
  name: string;
  color: string;
}

/** A picture option (spec §3): the emoji is its name; the label is said aloud and translated (`pictures.<id>`). */
export interface PictureOption {
  id: string;
  name: string;
  label: string;
}

export const COLORS: readonly ColorOption[] = [
  { id: 'red', name: 'Red', color: '#e53935' },
  { id: 'orange', name: 'Orange', color: '#fb8c00' },
  { id: 'yellow', name: 'Yellow', color: '#fdd835' },
  { id: 'lime', name: 'Lime', color: '#a3e635' },
  { id: 'green', name: 'Green', color: '#43a047' },
  { id: 'darkGreen', name: 'Dark Green', color: '#1b5e20' },
  { id: 'mint', name: 'Mint', color: '#69f0ae' },
  { id: 'teal', name: 'Teal', color: '#00897b' },
  { id: 'turquoise', name: 'Turquoise', color: '#26c6da' },
  { id: 'skyBlue', name: 'Sky Blue', color: '#4fc3f7' },
  { id: 'blue', name: 'Blue', color: '#1e88e5' },
  { id: 'navy', name: 'Navy', color: '#1a237e' },
  { id: 'purple', name: 'Purple', color: '#8e24aa' },
  { id: 'lavender', name: 'Lavender', color: '#b39ddb' },
  { id: 'pink', name: 'Pink', color: '#f48fb1' },
  { id: 'hotPink', name: 'Hot Pink', color: '#ff1493' },
  { id: 'magenta', name: 'Magenta', color: '#d500f9' },
  { id: 'peach', name: 'Peach', color: '#ffcc80' },
  { id: 'coral', name: 'Coral', color: '#ff7043' },
  { id: 'gold', name: 'Gold', color: '#ffb300' },
  { id: 'sand', name: 'Sand', color: '#d7a86e' },
  { id: 'brown', name: 'Brown', color: '#6d4c41' },
  { id: 'maroon', name: 'Maroon', color: '#800000' },
  { id: 'olive', name: 'Olive', color: '#808000' },
  { id: 'black', name: 'Black', color: '#000000' },
  { id: 'gray', name: 'Gray', color: '#9e9e9e' },
  { id: 'silver', name: 'Silver', color: '#cfd8dc' },
  { id: 'white', name: 'White', color: '#ffffff' },
];

export const DEFAULT_COLOR = COLORS[0]!.color;

/** Letters A to Z. */
export const LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));

/** Numbers 0 to 100. */
export const NUMBERS: readonly string[] = Array.from({ length: 101 }, (_, i) => String(i));

const picture = (id: string, name: string, label: string): PictureOption => ({ id, name, label });

/** About 80 child-friendly pictures: animals, nature, food, things that go, and fun things. */
export const PICTURES: readonly PictureOption[] = [
  picture('dog', '🐶', 'Dog'),
  picture('cat', '🐱', 'Cat'),
  picture('mouse', '🐭', 'Mouse'),
  picture('rabbit', '🐰', 'Rabbit'),
  picture('fox', '🦊', 'Fox'),
  picture('bear', '🐻', 'Bear'),
  picture('panda', '🐼', 'Panda'),
  picture('koala', '🐨', 'Koala'),
  picture('tiger', '🐯', 'Tiger'),
  picture('lion', '🦁', 'Lion'),
  picture('cow', '🐮', 'Cow'),
  picture('pig', '🐷', 'Pig'),
  picture('frog', '🐸', 'Frog'),
  picture('monkey', '🐵', 'Monkey'),
  picture('chicken', '🐔', 'Chicken'),
  picture('penguin', '🐧', 'Penguin'),
  picture('bird', '🐦', 'Bird'),
  picture('duck', '🦆', 'Duck'),
  picture('owl', '🦉', 'Owl'),
  picture('horse', '🐴', 'Horse'),
  picture('unicorn', '🦄', 'Unicorn'),
  picture('bee', '🐝', 'Bee'),
  picture('butterfly', '🦋', 'Butterfly'),
  picture('ladybug', '🐞', 'Ladybug'),
  picture('turtle', '🐢', 'Turtle'),
  picture('octopus', '🐙', 'Octopus'),
  picture('fish', '🐠', 'Fish'),
  picture('dolphin', '🐬', 'Dolphin'),
  picture('whale', '🐳', 'Whale'),
  picture('dinosaur', '🦕', 'Dinosaur'),
  picture('elephant', '🐘', 'Elephant'),
  picture('giraffe', '🦒', 'Giraffe'),
  picture('sun', '🌞', 'Sun'),
  picture('moon', '🌙', 'Moon'),
  picture('star', '⭐', 'Star'),
  picture('cloud', '☁️', 'Cloud'),
  picture('rainbow', '🌈', 'Rainbow'),
  picture('snowflake', '❄️', 'Snowflake'),
  picture('lightning', '⚡', 'Lightning'),
  picture('blossom', '🌸', 'Blossom'),
  picture('sunflower', '🌻', 'Sunflower'),
  picture('tulip', '🌷', 'Tulip'),
  picture('tree', '🌳', 'Tree'),
  picture('mushroom', '🍄', 'Mushroom'),
  picture('clover', '🍀', 'Clover'),
  picture('wave', '🌊', 'Wave'),
  picture('apple', '🍎', 'Apple'),
  picture('banana', '🍌', 'Banana'),
  picture('strawberry', '🍓', 'Strawberry'),
  picture('grapes', '🍇', 'Grapes'),
  picture('watermelon', '🍉', 'Watermelon'),
  picture('cherries', '🍒', 'Cherries'),
  picture('carrot', '🥕', 'Carrot'),
  picture('pizza', '🍕', 'Pizza'),
  picture('burger', '🍔', 'Burger'),
  picture('iceCream', '🍦', 'Ice Cream'),
  picture('donut', '🍩', 'Donut'),
  picture('cookie', '🍪', 'Cookie'),
  picture('cake', '🎂', 'Birthday Cake'),
  picture('cupcake', '🧁', 'Cupcake'),
  picture('lollipop', '🍭', 'Lollipop'),
  picture('car', '🚗', 'Car'),
  picture('bus', '🚌', 'Bus'),
  picture('fireEngine', '🚒', 'Fire Engine'),
  picture('train', '🚂', 'Train'),
  picture('airplane', '✈️', 'Airplane'),
  picture('rocket', '🚀', 'Rocket'),
  picture('sailboat', '⛵', 'Sailboat'),
  picture('bicycle', '🚲', 'Bicycle'),
  picture('house', '🏠', 'House'),
  picture('castle', '🏰', 'Castle'),
  picture('ball', '⚽', 'Ball'),
  picture('balloon', '🎈', 'Balloon'),
  picture('present', '🎁', 'Present'),
  picture('crown', '👑', 'Crown'),
  picture('palette', '🎨', 'Paint'),
  picture('music', '🎵', 'Music'),
  picture('heart', '❤️', 'Heart'),
  picture('smile', '😊', 'Smile'),
  picture('earth', '🌍', 'Earth'),
];

export type StampSizeName = 'small' | 'medium' | 'large' | 'xLarge' | 'huge';

/**
 * A stamp size with a word for it (`sizes.<nameKey>`): the five named sizes, and between them the smaller
 * one's name "and a bit more" (`bigger`, shown as "Medium+"), so no size is a bare number.
 */
export interface StampSize {
  size: number;
  nameKey: StampSizeName;
  bigger: boolean;
}

const SIZE_NAMES: readonly (readonly [number, StampSizeName])[] = [
  [24, 'small'],
  [32, 'medium'],
  [48, 'large'],
  [64, 'xLarge'],
  [80, 'huge'],
];

/** Stamp sizes 24 to 80 in steps of 8 (spec §5, §9). */
export const STAMP_SIZES: readonly StampSize[] = Array.from(
  { length: (STAMP_SIZE_MAX - STAMP_SIZE_MIN) / STAMP_SIZE_STEP + 1 },
  (_, i) => {
    const size = STAMP_SIZE_MIN + i * STAMP_SIZE_STEP;
    const [named, nameKey] = SIZE_NAMES.filter(([s]) => s <= size).at(-1)!;
    return { size, nameKey, bigger: named !== size };
  },
);

export { DEFAULT_STAMP_SIZE };
