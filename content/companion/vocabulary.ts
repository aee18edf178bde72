/** A small children's vocabulary table for six languages, with pronunciation hints for kids. */
export type LanguageCode = 'es' | 'fr' | 'de' | 'it' | 'ja' | 'zh';

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  es: 'Spanish', fr: 'French', de: 'German', it: 'Italian', ja: 'Japanese', zh: 'Chinese',
};

/** [word as written, how to say it] */
export type VocabEntry = readonly [string, string];
export type VocabRow = Record<LanguageCode, VocabEntry>;

export const VOCABULARY: Record<string, VocabRow> = {
  hello: { es: ['Hola', 'OH-lah'], fr: ['Bonjour', 'bon-ZHOOR'], de: ['Hallo', 'HAH-loh'], it: ['Ciao', 'CHOW'], ja: ['Konnichiwa (こんにちは)', 'kon-nee-chee-wah'], zh: ['Nǐ hǎo (你好)', 'nee how'] },
  goodbye: { es: ['Adiós', 'ah-dee-OHS'], fr: ['Au revoir', 'oh ruh-VWAHR'], de: ['Tschüss', 'chooss'], it: ['Arrivederci', 'ah-ree-veh-DEHR-chee'], ja: ['Sayōnara (さようなら)', 'sah-yoh-nah-rah'], zh: ['Zàijiàn (再见)', 'dzai-jee-en'] },
  please: { es: ['Por favor', 'por fah-VOR'], fr: ["S'il vous plaît", 'seel voo PLAY'], de: ['Bitte', 'BIT-teh'], it: ['Per favore', 'pehr fah-VOH-reh'], ja: ['Onegaishimasu (お願いします)', 'oh-neh-guy-shee-mahss'], zh: ['Qǐng (请)', 'ching'] },
  'thank you': { es: ['Gracias', 'GRAH-see-ahs'], fr: ['Merci', 'mehr-SEE'], de: ['Danke', 'DAHN-keh'], it: ['Grazie', 'GRAHT-see-eh'], ja: ['Arigatō (ありがとう)', 'ah-ree-gah-toh'], zh: ['Xièxie (谢谢)', 'sheh-sheh'] },
  yes: { es: ['Sí', 'see'], fr: ['Oui', 'wee'], de: ['Ja', 'yah'], it: ['Sì', 'see'], ja: ['Hai (はい)', 'hi'], zh: ['Shì (是)', 'shir'] },
  no: { es: ['No', 'noh'], fr: ['Non', 'nohn'], de: ['Nein', 'nine'], it: ['No', 'noh'], ja: ['Iie (いいえ)', 'ee-eh'], zh: ['Bù (不)', 'boo'] },
  'good morning': { es: ['Buenos días', 'BWEH-nohs DEE-ahs'], fr: ['Bonjour', 'bon-ZHOOR'], de: ['Guten Morgen', 'GOO-ten MOR-gen'], it: ['Buongiorno', 'bwon-JOR-noh'], ja: ['Ohayō (おはよう)', 'oh-hah-yoh'], zh: ['Zǎoshang hǎo (早上好)', 'dzow-shahng how'] },
  'good night': { es: ['Buenas noches', 'BWEH-nahs NOH-chehs'], fr: ['Bonne nuit', 'bun NWEE'], de: ['Gute Nacht', 'GOO-teh nahkt'], it: ['Buonanotte', 'bwon-ah-NOT-teh'], ja: ['Oyasumi (おやすみ)', 'oh-yah-soo-mee'], zh: ["Wǎn'ān (晚安)", 'wahn-ahn'] },
  'how are you': { es: ['¿Cómo estás?', 'KOH-moh ehs-TAHS'], fr: ['Ça va ?', 'sah VAH'], de: ["Wie geht's?", 'vee GATES'], it: ['Come stai?', 'KOH-meh STY'], ja: ['Ogenki desu ka? (お元気ですか)', 'oh-GEN-kee dess kah'], zh: ['Nǐ hǎo ma? (你好吗)', 'nee how mah'] },
  'i love you': { es: ['Te quiero', 'teh kee-EH-roh'], fr: ["Je t'aime", 'zhuh TEM'], de: ['Ich hab dich lieb', 'ish hahp dish leep'], it: ['Ti voglio bene', 'tee VOL-yoh BEH-neh'], ja: ['Daisuki (大好き)', 'dye-skee'], zh: ['Wǒ ài nǐ (我爱你)', 'woh eye nee'] },
  sorry: { es: ['Lo siento', 'loh see-EN-toh'], fr: ['Pardon', 'par-DOHN'], de: ['Entschuldigung', 'ent-SHOOL-dee-goong'], it: ['Scusa', 'SKOO-zah'], ja: ['Gomen nasai (ごめんなさい)', 'goh-men nah-sigh'], zh: ['Duìbuqǐ (对不起)', 'dway-boo-chee'] },
  'my name is': { es: ['Me llamo...', 'meh YAH-moh'], fr: ["Je m'appelle...", 'zhuh mah-PELL'], de: ['Ich heiße...', 'ish HY-seh'], it: ['Mi chiamo...', 'mee kee-AH-moh'], ja: ['Watashi no namae wa ... desu (私の名前は…です)', 'wah-tah-shee noh nah-mah-eh wah ... dess'], zh: ['Wǒ jiào... (我叫…)', 'woh jyow'] },
  friend: { es: ['amigo', 'ah-MEE-goh'], fr: ['ami', 'ah-MEE'], de: ['Freund', 'froynd'], it: ['amico', 'ah-MEE-koh'], ja: ['tomodachi (友達)', 'toh-moh-dah-chee'], zh: ['péngyou (朋友)', 'pung-yo'] },
  mum: { es: ['mamá', 'mah-MAH'], fr: ['maman', 'mah-MAHN'], de: ['Mama', 'MAH-mah'], it: ['mamma', 'MAHM-mah'], ja: ['okāsan (お母さん)', 'oh-kah-sahn'], zh: ['māma (妈妈)', 'mah-mah'] },
  dad: { es: ['papá', 'pah-PAH'], fr: ['papa', 'pah-PAH'], de: ['Papa', 'PAH-pah'], it: ['papà', 'pah-PAH'], ja: ['otōsan (お父さん)', 'oh-toh-sahn'], zh: ['bàba (爸爸)', 'bah-bah'] },
  cat: { es: ['gato', 'GAH-toh'], fr: ['chat', 'shah'], de: ['Katze', 'KAT-seh'], it: ['gatto', 'GAHT-toh'], ja: ['neko (猫)', 'neh-koh'], zh: ['māo (猫)', 'mao'] },
  dog: { es: ['perro', 'PEH-rroh'], fr: ['chien', 'shee-AN'], de: ['Hund', 'hoont'], it: ['cane', 'KAH-neh'], ja: ['inu (犬)', 'ee-noo'], zh: ['gǒu (狗)', 'go'] },
  bird: { es: ['pájaro', 'PAH-hah-roh'], fr: ['oiseau', 'wah-ZOH'], de: ['Vogel', 'FOH-gel'], it: ['uccello', 'oo-CHEL-loh'], ja: ['tori (鳥)', 'toh-ree'], zh: ['niǎo (鸟)', 'nee-ow'] },
  fish: { es: ['pez', 'pehs'], fr: ['poisson', 'pwah-SOHN'], de: ['Fisch', 'fish'], it: ['pesce', 'PEH-sheh'], ja: ['sakana (魚)', 'sah-kah-nah'], zh: ['yú (鱼)', 'yoo'] },
  horse: { es: ['caballo', 'kah-BAH-yoh'], fr: ['cheval', 'shuh-VAL'], de: ['Pferd', 'pfairt'], it: ['cavallo', 'kah-VAHL-loh'], ja: ['uma (馬)', 'oo-mah'], zh: ['mǎ (马)', 'mah'] },
  cow: { es: ['vaca', 'BAH-kah'], fr: ['vache', 'vash'], de: ['Kuh', 'koo'], it: ['mucca', 'MOOK-kah'], ja: ['ushi (牛)', 'oo-shee'], zh: ['niú (牛)', 'nyoh'] },
  rabbit: { es: ['conejo', 'koh-NEH-hoh'], fr: ['lapin', 'lah-PAN'], de: ['Kaninchen', 'kah-NEEN-shen'], it: ['coniglio', 'koh-NEEL-yoh'], ja: ['usagi (うさぎ)', 'oo-sah-gee'], zh: ['tùzi (兔子)', 'too-dzuh'] },
  elephant: { es: ['elefante', 'eh-leh-FAHN-teh'], fr: ['éléphant', 'ay-lay-FAHN'], de: ['Elefant', 'eh-leh-FANT'], it: ['elefante', 'eh-leh-FAHN-teh'], ja: ['zō (象)', 'zoh'], zh: ['dàxiàng (大象)', 'dah-shyahng'] },
  lion: { es: ['león', 'leh-OHN'], fr: ['lion', 'lee-OHN'], de: ['Löwe', 'LUR-veh'], it: ['leone', 'leh-OH-neh'], ja: ['raion (ライオン)', 'rye-on'], zh: ['shīzi (狮子)', 'shir-dzuh'] },
  water: { es: ['agua', 'AH-gwah'], fr: ['eau', 'oh'], de: ['Wasser', 'VAH-ser'], it: ['acqua', 'AHK-kwah'], ja: ['mizu (水)', 'mee-zoo'], zh: ['shuǐ (水)', 'shway'] },
  apple: { es: ['manzana', 'mahn-SAH-nah'], fr: ['pomme', 'pom'], de: ['Apfel', 'AHP-fel'], it: ['mela', 'MEH-lah'], ja: ['ringo (りんご)', 'reen-goh'], zh: ['píngguǒ (苹果)', 'ping-gwoh'] },
  milk: { es: ['leche', 'LEH-cheh'], fr: ['lait', 'leh'], de: ['Milch', 'milsh'], it: ['latte', 'LAHT-teh'], ja: ['gyūnyū (牛乳)', 'gyoo-nyoo'], zh: ['niúnǎi (牛奶)', 'nyoh-nye'] },
  bread: { es: ['pan', 'pahn'], fr: ['pain', 'pan'], de: ['Brot', 'broht'], it: ['pane', 'PAH-neh'], ja: ['pan (パン)', 'pahn'], zh: ['miànbāo (面包)', 'mee-en-bao'] },
  house: { es: ['casa', 'KAH-sah'], fr: ['maison', 'meh-ZOHN'], de: ['Haus', 'house'], it: ['casa', 'KAH-zah'], ja: ['ie (家)', 'ee-eh'], zh: ['jiā (家)', 'jyah'] },
  school: { es: ['escuela', 'ehs-KWEH-lah'], fr: ['école', 'ay-KOLL'], de: ['Schule', 'SHOO-leh'], it: ['scuola', 'SKWOH-lah'], ja: ['gakkō (学校)', 'gahk-koh'], zh: ['xuéxiào (学校)', 'shweh-shyow'] },
  book: { es: ['libro', 'LEE-broh'], fr: ['livre', 'LEEV-ruh'], de: ['Buch', 'bookh'], it: ['libro', 'LEE-broh'], ja: ['hon (本)', 'hohn'], zh: ['shū (书)', 'shoo'] },
  ball: { es: ['pelota', 'peh-LOH-tah'], fr: ['balle', 'bal'], de: ['Ball', 'bahl'], it: ['palla', 'PAHL-lah'], ja: ['bōru (ボール)', 'boh-roo'], zh: ['qiú (球)', 'chyoh'] },
  sun: { es: ['sol', 'sohl'], fr: ['soleil', 'soh-LAY'], de: ['Sonne', 'ZON-neh'], it: ['sole', 'SOH-leh'], ja: ['taiyō (太陽)', 'tie-yoh'], zh: ['tàiyáng (太阳)', 'tie-yahng'] },
  moon: { es: ['luna', 'LOO-nah'], fr: ['lune', 'lewn'], de: ['Mond', 'mohnt'], it: ['luna', 'LOO-nah'], ja: ['tsuki (月)', 'tsoo-kee'], zh: ['yuèliang (月亮)', 'yweh-lyahng'] },
  happy: { es: ['feliz', 'feh-LEES'], fr: ['content', 'kohn-TAHN'], de: ['froh', 'froh'], it: ['felice', 'feh-LEE-cheh'], ja: ['ureshii (うれしい)', 'oo-reh-shee'], zh: ['gāoxìng (高兴)', 'gow-shing'] },
  red: { es: ['rojo', 'ROH-hoh'], fr: ['rouge', 'roozh'], de: ['rot', 'roht'], it: ['rosso', 'ROHS-soh'], ja: ['aka (赤)', 'ah-kah'], zh: ['hóngsè (红色)', 'hong-suh'] },
  blue: { es: ['azul', 'ah-SOOL'], fr: ['bleu', 'bluh'], de: ['blau', 'blow'], it: ['blu', 'bloo'], ja: ['ao (青)', 'ah-oh'], zh: ['lánsè (蓝色)', 'lahn-suh'] },
  green: { es: ['verde', 'BEHR-deh'], fr: ['vert', 'vair'], de: ['grün', 'groon'], it: ['verde', 'VEHR-deh'], ja: ['midori (緑)', 'mee-doh-ree'], zh: ['lǜsè (绿色)', 'lyoo-suh'] },
  yellow: { es: ['amarillo', 'ah-mah-REE-yoh'], fr: ['jaune', 'zhohn'], de: ['gelb', 'gelp'], it: ['giallo', 'JAHL-loh'], ja: ['kiiro (黄色)', 'kee-ee-roh'], zh: ['huángsè (黄色)', 'hwahng-suh'] },
  orange: { es: ['naranja', 'nah-RAHN-hah'], fr: ['orange', 'oh-RAHNZH'], de: ['orange', 'oh-RAHNZH'], it: ['arancione', 'ah-rahn-CHOH-neh'], ja: ['orenji (オレンジ)', 'oh-ren-jee'], zh: ['chéngsè (橙色)', 'chung-suh'] },
  purple: { es: ['morado', 'moh-RAH-doh'], fr: ['violet', 'vee-oh-LAY'], de: ['lila', 'LEE-lah'], it: ['viola', 'vee-OH-lah'], ja: ['murasaki (紫)', 'moo-rah-sah-kee'], zh: ['zǐsè (紫色)', 'dzuh-suh'] },
  pink: { es: ['rosa', 'ROH-sah'], fr: ['rose', 'rohz'], de: ['rosa', 'ROH-zah'], it: ['rosa', 'ROH-zah'], ja: ['pinku (ピンク)', 'peen-koo'], zh: ['fěnsè (粉色)', 'fun-suh'] },
  black: { es: ['negro', 'NEH-groh'], fr: ['noir', 'nwahr'], de: ['schwarz', 'shvarts'], it: ['nero', 'NEH-roh'], ja: ['kuro (黒)', 'koo-roh'], zh: ['hēisè (黑色)', 'hay-suh'] },
  white: { es: ['blanco', 'BLAHN-koh'], fr: ['blanc', 'blahn'], de: ['weiß', 'vice'], it: ['bianco', 'bee-AHN-koh'], ja: ['shiro (白)', 'shee-roh'], zh: ['báisè (白色)', 'bye-suh'] },
};

/** Numbers 1 to 10, each [word, how to say it]. */
export const NUMBERS_1_TO_10: Record<LanguageCode, readonly VocabEntry[]> = {
  es: [['uno', 'OO-noh'], ['dos', 'dohs'], ['tres', 'trehs'], ['cuatro', 'KWAH-troh'], ['cinco', 'SEEN-koh'], ['seis', 'says'], ['siete', 'see-EH-teh'], ['ocho', 'OH-choh'], ['nueve', 'NWEH-beh'], ['diez', 'dee-EHS']],
  fr: [['un', 'uhn'], ['deux', 'duh'], ['trois', 'twah'], ['quatre', 'KAT-ruh'], ['cinq', 'sank'], ['six', 'sees'], ['sept', 'set'], ['huit', 'weet'], ['neuf', 'nuhf'], ['dix', 'dees']],
  de: [['eins', 'ines'], ['zwei', 'tsvy'], ['drei', 'dry'], ['vier', 'feer'], ['fünf', 'foonf'], ['sechs', 'zex'], ['sieben', 'ZEE-ben'], ['acht', 'ahkt'], ['neun', 'noyn'], ['zehn', 'tsayn']],
  it: [['uno', 'OO-noh'], ['due', 'DOO-eh'], ['tre', 'treh'], ['quattro', 'KWAHT-troh'], ['cinque', 'CHEEN-kweh'], ['sei', 'say'], ['sette', 'SET-teh'], ['otto', 'OHT-toh'], ['nove', 'NOH-veh'], ['dieci', 'dee-EH-chee']],
  ja: [['ichi (一)', 'ee-chee'], ['ni (二)', 'nee'], ['san (三)', 'sahn'], ['yon (四)', 'yohn'], ['go (五)', 'goh'], ['roku (六)', 'roh-koo'], ['nana (七)', 'nah-nah'], ['hachi (八)', 'hah-chee'], ['kyū (九)', 'kyoo'], ['jū (十)', 'joo']],
  zh: [['yī (一)', 'ee'], ['èr (二)', 'ar'], ['sān (三)', 'sahn'], ['sì (四)', 'suh'], ['wǔ (五)', 'woo'], ['liù (六)', 'lyoh'], ['qī (七)', 'chee'], ['bā (八)', 'bah'], ['jiǔ (九)', 'jyoh'], ['shí (十)', 'shir']],
};

export const COLOUR_WORDS = ['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'pink', 'black', 'white'] as const;
export const ANIMAL_WORDS = ['cat', 'dog', 'bird', 'fish', 'horse', 'cow', 'rabbit', 'elephant', 'lion'] as const;
export const GREETING_WORDS = ['hello', 'goodbye', 'please', 'thank you', 'good morning', 'good night'] as const;

/** Other English ways to ask for a word in the table. */
export const WORD_SYNONYMS: Record<string, string> = {
  hi: 'hello', hey: 'hello', hiya: 'hello', bye: 'goodbye', 'bye bye': 'goodbye', 'see you': 'goodbye', thanks: 'thank you',
  'thank u': 'thank you', mom: 'mum', mommy: 'mum', mummy: 'mum', mother: 'mum', mama: 'mum', daddy: 'dad', father: 'dad',
  kitty: 'cat', kitten: 'cat', puppy: 'dog', doggy: 'dog', bunny: 'rabbit', 'how are you?': 'how are you', 'love you': 'i love you',
  'goodnight': 'good night', 'morning': 'good morning', home: 'house', colour: 'colors', friends: 'friend', cats: 'cat', dogs: 'dog',
  birds: 'bird', horses: 'horse', cows: 'cow', rabbits: 'rabbit', apples: 'apple', books: 'book', balls: 'ball', yes: 'yes', sorry: 'sorry',
  'what is your name': 'my name is', 'my name': 'my name is',
};
