/**
 * What a rashifal page shows beside each sign: the syllables that begin names of people born
 * under it (नामका अक्षर: the 108 nakshatra-pada syllables of the avakahada chakra, nine per sign)
 * and a display colour from the sign's element (tattva: fire, earth, air, water).
 */
import { RASHIS, type Rashi } from '../format/names.js';

export type Element = 'fire' | 'earth' | 'air' | 'water';

export interface RashiDetail extends Rashi {
  /** Name syllables in Nepali (Devanagari). */
  readonly letters: readonly string[];
  /** The same syllables romanised. */
  readonly lettersEn: readonly string[];
  readonly element: Element;
  /** Display colour (hex) of the element; not a "lucky colour". */
  readonly colour: string;
}

const LETTERS: readonly string[] = [
  'चु चे चो ला ली लू ले लो अ',
  'इ उ ए ओ वा वी वू वे वो',
  'का की कू घ ङ छ के को ह',
  'ही हू हे हो डा डी डू डे डो',
  'मा मी मू मे मो टा टी टू टे',
  'टो पा पी पू ष ण ठ पे पो',
  'रा री रू रे रो ता ती तू ते',
  'तो ना नी नू ने नो या यी यू',
  'ये यो भा भी भू धा फा ढा भे',
  'भो जा जी खी खू खे खो गा गी',
  'गू गे गो सा सी सू से सो दा',
  'दी दू थ झ ञ दे दो चा ची',
];

const LETTERS_EN: readonly string[] = [
  'Chu Che Cho La Li Lu Le Lo A',
  'I U E O Va Vi Vu Ve Vo',
  'Ka Ki Ku Gha Nga Chha Ke Ko Ha',
  'Hi Hu He Ho Da Di Du De Do',
  'Ma Mi Mu Me Mo Ta Ti Tu Te',
  'To Pa Pi Pu Sha Na Tha Pe Po',
  'Ra Ri Ru Re Ro Ta Ti Tu Te',
  'To Na Ni Nu Ne No Ya Yi Yu',
  'Ye Yo Bha Bhi Bhu Dha Pha Dha Bhe',
  'Bho Ja Ji Khi Khu Khe Kho Ga Gi',
  'Gu Ge Go Sa Si Su Se So Da',
  'Di Du Tha Jha Na De Do Cha Chi',
];

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
/** Element colours, dark enough for white text (WCAG AA at 4.5:1). */
export const ELEMENT_COLOURS: Readonly<Record<Element, string>> = {
  fire: '#b3261e',
  earth: '#3d6b21',
  air: '#1f5fa8',
  water: '#006a6a',
};

/** The 12 signs with their name syllables, element and colour (spec §3 horoscope sign). */
export const RASHI_DETAILS: readonly RashiDetail[] = RASHIS.map((rashi, i) => {
  const element = ELEMENTS[i % 4] as Element;
  return {
    ...rashi,
    letters: (LETTERS[i] as string).split(' '),
    lettersEn: (LETTERS_EN[i] as string).split(' '),
    element,
    colour: ELEMENT_COLOURS[element],
  };
});
