// Generated Indian-ish titles for the search bench: romanised words with their Devanagari and
// Malayalam spellings, cast and director names, genres and certifications. A seeded generator, so
// every run indexes and queries the same catalogue.

import { CERTIFICATIONS, type MovieRecord } from '@premieres/contracts';

/** [romanised, Devanagari, Malayalam] */
export const WORDS: [string, string, string][] = [
  ['Rann', 'रण', 'രൺ'],
  ['Bhoomi', 'भूमि', 'ഭൂമി'],
  ['Pyaar', 'प्यार', 'പ്യാർ'],
  ['Dil', 'दिल', 'ദിൽ'],
  ['Safar', 'सफ़र', 'സഫർ'],
  ['Kahani', 'कहानी', 'കഹാനി'],
  ['Sapne', 'सपने', 'സപ്നേ'],
  ['Raat', 'रात', 'രാത്'],
  ['Junction', 'जंक्शन', 'ജംഗ്ഷൻ'],
  ['Express', 'एक्सप्रेस', 'എക്സ്പ്രസ്'],
  ['Gali', 'गली', 'ഗലി'],
  ['Mohalla', 'मोहल्ला', 'മൊഹല്ല'],
  ['Nagaram', 'नगरम्', 'നഗരം'],
  ['Kaaval', 'कावल', 'കാവൽ'],
  ['Kadal', 'कडल', 'കടൽ'],
  ['Antariksh', 'अंतरिक्ष', 'അന്തരിക്ഷ്'],
  ['Golmaal', 'गोलमाल', 'ഗോൽമാൽ'],
  ['Dhaage', 'धागे', 'ധാഗേ'],
  ['Chandni', 'चांदनी', 'ചാന്ദ്നി'],
  ['Baarish', 'बारिश', 'ബാരിഷ്'],
  ['Sheher', 'शहर', 'ശഹർ'],
  ['Aakash', 'आकाश', 'ആകാശ്'],
  ['Toofan', 'तूफ़ान', 'തൂഫാൻ'],
  ['Zindagi', 'ज़िंदगी', 'സിന്ദഗി'],
  ['Mausam', 'मौसम', 'മൗസം'],
  ['Kismat', 'किस्मत', 'കിസ്മത്'],
  ['Sitara', 'सितारा', 'സിതാര'],
  ['Darya', 'दरिया', 'ദരിയ'],
  ['Chai', 'चाय', 'ചായ്'],
  ['Charcha', 'चर्चा', 'ചർച്ച'],
  ['Veer', 'वीर', 'വീർ'],
  ['Yatra', 'यात्रा', 'യാത്ര'],
  ['Sangam', 'संगम', 'സംഗമം'],
  ['Nadi', 'नदी', 'നദി'],
  ['Kinara', 'किनारा', 'കിനാര'],
  ['Manzil', 'मंज़िल', 'മൻസിൽ'],
  ['Aangan', 'आँगन', 'ആംഗൻ'],
  ['Diwali', 'दिवाली', 'ദിവാലി'],
];

const FIRST = [
  'Vikram',
  'Ananya',
  'Kabir',
  'Farida',
  'Ishaan',
  'Tara',
  'Rohan',
  'Devesh',
  'Nidhi',
  'Rajat',
  'Sapna',
  'Neethu',
  'Jomon',
  'Sreenath',
  'Karthik',
  'Sai',
  'Bhanu',
  'Shabnam',
  'Aarav',
  'Deepak',
  'Ramesh',
  'Heena',
  'Girish',
  'Pradeep',
  'Shruti',
  'Gopal',
  'Divya',
  'Vijay',
  'Bala',
  'Shahir',
  'Grace',
  'Suraj',
  'Rekha',
  'Vikrant',
  'Sanjana',
  'Manohar',
  'Seema',
  'Abhishek',
  'Riya',
  'Zeenat',
];
const LAST = [
  'Rathore',
  'Iyer',
  'Sehgal',
  'Qureshi',
  'Verma',
  'Deshmukh',
  'Bhatia',
  'Tiwari',
  'Bajwa',
  'Kohli',
  'Mehta',
  'Thomas',
  'Varghese',
  'Menon',
  'Reddy',
  'Prakash',
  'Khan',
  'Joshi',
  'Rawat',
  'Yadav',
  'Saxena',
  'Pandey',
  'Naidu',
  'Rao',
  'Krishnan',
  'Anand',
  'Murugan',
  'Ali',
  'Mathew',
  'Nair',
  'Pathak',
  'Dutt',
  'Singh',
  'Bhatt',
  'Das',
  'Kumari',
  'Malhotra',
  'Kapadia',
];
const GENRES = ['Action', 'Sci-Fi', 'Comedy', 'Drama', 'Thriller', 'Romance', 'Family', 'Documentary'];

/** mulberry32: a small seeded generator. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A generated document of the movies collection: the contracts' record fields it sets (narrowed
 * where it always fills them), so a renamed or retyped field fails to compile here.
 */
export interface GeneratedTitle
  extends Pick<
    MovieRecord,
    | 'title'
    | 'title_hi'
    | 'title_ml'
    | 'description'
    | 'genre'
    | 'rating'
    | 'thumbnail'
    | 'director'
    | 'movie_cast'
    | 'type'
    | 'is_new'
    | 'seasons'
    | 'episodes'
    | 'duration_minutes'
    | 'release_year'
    | 'certification'
  > {
  _id: string;
  title_hi: string;
  title_ml: string;
  description: string;
  genre: string;
  rating: number;
  thumbnail: string;
  director: string;
  release_year: number;
  created_at: Date;
}

/** `count` titles of one to three words (a number added where a name repeats). */
export function generateTitles(count: number, seed = 26): GeneratedTitle[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const person = () => `${pick(FIRST)} ${pick(LAST)}`;
  const seen = new Map<string, number>();
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS));
    let title = words.map((w) => w[0]).join(' ');
    let hi = words.map((w) => w[1]).join(' ');
    let ml = words.map((w) => w[2]).join(' ');
    const repeats = (seen.get(title) ?? 0) + 1;
    seen.set(title, repeats);
    if (repeats > 1) {
      title = `${title} ${repeats}`;
      hi = `${hi} ${repeats}`;
      ml = `${ml} ${repeats}`;
    }
    const tv = i % 4 === 0;
    return {
      _id: `search-bench-${i}`,
      title,
      title_hi: hi,
      title_ml: ml,
      description: 'A generated title for the search bench.',
      genre: pick(GENRES),
      rating: Math.round(random() * 100) / 10,
      thumbnail: 'rann-bhoomi.svg',
      director: person(),
      movie_cast: [person(), person(), person()],
      type: tv ? 'tv' : 'movie',
      is_new: i % 5 === 0,
      seasons: tv ? 1 + (i % 4) : null,
      episodes: tv ? 8 : null,
      duration_minutes: tv ? null : 90 + (i % 60),
      release_year: 1990 + (i % 36),
      certification: pick(CERTIFICATIONS),
      created_at: new Date(now - i * 60_000),
    };
  });
}

/** One typo in a word of five letters or more: a letter dropped, doubled or replaced. */
export function typo(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return `${word.slice(0, at)}${word[at] === 'e' ? 'a' : 'e'}${word.slice(at + 1)}`;
}

/** Another common romanisation of a word: long vowels and double letters written another way. */
export function variant(text: string): string {
  return text
    .replace(/oo/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/ee/g, 'i')
    .replace(/([bcdfghjklmnpqrstvwxyz])\1/g, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j');
}
