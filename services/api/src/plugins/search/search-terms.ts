import { romaniseWord, scriptOf } from './transliterate';

/**
 * The terms of the search index and of every query, made by one function so both sides always
 * agree. A word in Devanagari or Malayalam is first romanised (transliterate.ts); every word is
 * then folded to one spelling per sound, so the ways one Indian title is romanised meet:
 * Bhoomi/Bhumi, Mohalla/Mohala, Golmaal/Golmal, Wapsi/Vapsi, Zeenat/Jeenat, Laxmi/Lakshmi.
 */

/** Spaces and punctuation separate words (MiniSearch's own rule; Indic vowel signs stay in the word). */
const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const COMBINING = /[\u0300-\u036f]/g;

/**
 * Romanisation variants, in order. Chosen to merge spellings of one sound and nothing more:
 * bh/b, sh/s, th/t stay apart (they are different letters in Hindi; edit distance covers a
 * dropped 'h'), and so do vowels other than the doubled ones.
 */
const VARIANTS: [RegExp, string][] = [
  [/x/g, 'ks'], // Laxmi = Lakshmi, Express
  [/ksh/g, 'ks'],
  [/ph/g, 'f'], // Phir = Fir, फ़ोर्स
  [/chch|chh/g, 'ch'], // Malayalam ച്ച, छ
  [/ck/g, 'k'],
  [/q/g, 'k'], // Qureshi = Kureshi
  [/c(?=[eiy])/g, 's'], // Force = Fors
  [/c(?!h)/g, 'k'], // Colony = Kolony
  [/w/g, 'v'], // Wapsi = Vapsi
  [/z/g, 'j'], // Zeenat = Jeenat, ज़ read without its dot
  [/oo/g, 'u'], // Bhoomi = Bhumi
  [/ee/g, 'i'], // Neela = Nila
  [/([a-z])\1+/g, '$1'], // Golmaal = Golmal, Mohalla = Mohala, Rann = Ran
  [/(?<=[^aeiou])y$/g, 'i'], // Colony = कॉलोनी (koloni)
];

/** One Latin word folded: lower case, accents and anything but letters and digits dropped, variants merged. */
export function foldLatin(word: string): string {
  let term = word
    .normalize('NFD')
    .replace(COMBINING, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  for (const [pattern, replacement] of VARIANTS) term = term.replace(pattern, replacement);
  return term;
}

/** Words already made terms: a catalogue repeats its words, and romanising one takes a while. */
const known = new Map<string, string>();
const KNOWN_MAX = 50_000;

/** One word as an index or query term ('' when nothing searchable is left). */
export function searchTerm(word: string): string {
  let term = known.get(word);
  if (term === undefined) {
    term = foldLatin(scriptOf(word) ? romaniseWord(word) : word);
    // Bounded: past the limit it starts again (the words in use come back at once).
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(word, term);
  }
  return term;
}

/** The words of a text as written (separators dropped). */
export function splitWords(text: string): string[] {
  return text.split(SEPARATORS).filter(Boolean);
}

/** A text's terms in order. */
export function searchTerms(text: string): string[] {
  return splitWords(text).map(searchTerm).filter(Boolean);
}

/**
 * A title's key for "this is the title": its terms run together, so 'rann bhumi', 'Rann
 * Bhoomi', 'RannBhoomi' and 'रण भूमि' share one key.
 */
export function titleKey(text: string): string {
  return searchTerms(text).join('');
}
