import Sanscript from '@indic-transliteration/sanscript';

/**
 * Devanagari and Malayalam text as plain Latin letters, the way people romanise Indian titles
 * ('अंतरिक्ष' → 'antariksh', 'രൺ ഭൂമി' → 'ran bhumi'), so a query in either script meets the
 * romanised title and the names staff wrote in those scripts. Sanscript (ITRANS) does the letters;
 * this file adds what ITRANS leaves to a reader: Hindi drops most inherent vowels (schwa deletion),
 * Malayalam writes final consonants as chillu letters, and ITRANS's capitals become plain letters.
 */

const DEVANAGARI = /[\u0900-\u097F]/u;
const MALAYALAM = /[\u0D00-\u0D7F]/u;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/gu;

export type IndicScript = 'devanagari' | 'malayalam';

/** The script of a word, or null for anything else (Latin, digits). */
export function scriptOf(word: string): IndicScript | null {
  if (DEVANAGARI.test(word)) return 'devanagari';
  if (MALAYALAM.test(word)) return 'malayalam';
  return null;
}

// Devanagari letter classes (Unicode block U+0900).
const VIRAMA = '\u094D';
const NUKTA = '\u093C';
const NUKTA_PATTERN = /\u093C/gu;
const isDevConsonant = (c: string) => (c >= '\u0915' && c <= '\u0939') || (c >= '\u0958' && c <= '\u095F');
const isDevMatra = (c: string) => (c >= '\u093E' && c <= '\u094C') || c === '\u0962' || c === '\u0963';
const isDevVowel = (c: string) => (c >= '\u0904' && c <= '\u0914') || c === '\u0960' || c === '\u0961';
/** Anusvara, candrabindu, visarga: a sound closing the syllable (its vowel cannot drop). */
const isDevCoda = (c: string) => c === '\u0901' || c === '\u0902' || c === '\u0903';

interface Unit {
  /** The letters as written (consonant with nukta, matra, coda…). */
  text: string;
  consonant: boolean;
  /** A consonant still carrying its inherent 'a' (no matra, no virama). */
  inherent: boolean;
  /** Carries a vowel of any kind (inherent, matra or an independent vowel). */
  voweled: boolean;
  /** Ends in anusvara, candrabindu or visarga. */
  coda: boolean;
  /** The consonant's letter, for the final-cluster exception. */
  letter: string;
}

function devanagariUnits(word: string): Unit[] {
  const units: Unit[] = [];
  for (const c of word) {
    const last = units[units.length - 1];
    if (isDevConsonant(c)) {
      units.push({ text: c, consonant: true, inherent: true, voweled: true, coda: false, letter: c });
    } else if (isDevVowel(c)) {
      units.push({ text: c, consonant: false, inherent: false, voweled: true, coda: false, letter: c });
    } else if (last && c === NUKTA) {
      last.text += c;
    } else if (last?.consonant && c === VIRAMA) {
      last.text += c;
      last.inherent = false;
      last.voweled = false;
    } else if (last?.consonant && isDevMatra(c)) {
      last.text += c;
      last.inherent = false;
    } else if (last && isDevCoda(c)) {
      last.text += c;
      last.coda = true;
    } else if (last) {
      last.text += c;
    } else {
      units.push({ text: c, consonant: false, inherent: false, voweled: false, coda: false, letter: c });
    }
  }
  return units;
}

/** र and य after a cluster keep the final 'a' ('kurukshetra', 'surya'); others lose it ('antariksh'). */
const KEEPS_FINAL_A = new Set(['\u0930', '\u092F']);

function dropSchwa(unit: Unit): void {
  unit.text = unit.text.replace(unit.letter, unit.letter + VIRAMA);
  unit.inherent = false;
  unit.voweled = false;
}

/**
 * Hindi schwa deletion on one Devanagari word, written back with viramas: the word's last
 * inherent vowel drops ('रण' → raN), and, right to left, one between a vowelled syllable and a
 * consonant with a vowel (V C a C V → V C C V: 'गोलमाल' → golmAl, 'वापसी' → vApsI). A syllable
 * closed by anusvara or visarga keeps its vowel; no two neighbours both drop.
 */
export function deleteSchwa(word: string): string {
  const units = devanagariUnits(word);
  const last = units.length - 1;
  const final = units[last];
  if (last > 0 && final?.inherent && !final.coda) {
    const afterCluster = units[last - 1]?.consonant && !units[last - 1]?.voweled;
    if (!(afterCluster && KEEPS_FINAL_A.has(final.letter))) dropSchwa(final);
  }
  for (let i = last - 1; i >= 1; i--) {
    const unit = units[i];
    const before = units[i - 1];
    const after = units[i + 1];
    if (!unit?.inherent || unit.coda || !before || !after) continue;
    if (before.voweled && !before.coda && after.consonant && after.voweled) dropSchwa(unit);
  }
  return units.map((u) => u.text).join('');
}

/** Malayalam chillu letters are a consonant with virama; Sanscript does not know them all. */
const CHILLU: Record<string, string> = {
  '\u0D7A': '\u0D23\u0D4D', // ൺ ṇ
  '\u0D7B': '\u0D28\u0D4D', // ൻ n
  '\u0D7C': '\u0D30\u0D4D', // ർ r
  '\u0D7D': '\u0D32\u0D4D', // ൽ l
  '\u0D7E': '\u0D33\u0D4D', // ൾ ḷ
  '\u0D7F': '\u0D15\u0D4D', // ൿ k
  '\u0D54': '\u0D2E\u0D4D', // ൔ m
  '\u0D55': '\u0D2F\u0D4D', // ൕ y
  '\u0D56': '\u0D34\u0D4D', // ൖ ḻ
};
const CHILLU_PATTERN = /[\u0D7A-\u0D7F\u0D54-\u0D56]/gu;

/** Devanagari's candra vowels (ऑ as in 'colony', ऍ) read as o and e. */
const CANDRA: Record<string, string> = {
  '\u0911': '\u0913',
  '\u0949': '\u094B',
  '\u090D': '\u090F',
  '\u0945': '\u0947',
};
const CANDRA_PATTERN = /[\u0911\u0949\u090D\u0945]/gu;

/**
 * ITRANS as plain lower-case letters: long vowels, retroflexes and sibilants lose their capitals
 * (A→a, T→t, Sh→sh), the nasal sign becomes n (m before a labial, and at a Malayalam word's end),
 * and ITRANS's marks (~, ., ^, accents) go.
 */
function plainLatin(itrans: string, script: IndicScript): string {
  return itrans
    .replace(/RRi|RRI/g, 'ri')
    .replace(/LLi|LLI/g, 'li')
    .replace(/~N/g, 'n')
    .replace(/~n/g, 'n')
    .replace(/\.N/g, 'n')
    .replace(/M(?=[pbmPBM])/g, 'm')
    .replace(/M$/g, script === 'malayalam' ? 'm' : 'n')
    .replace(/M/g, 'n')
    .replace(/H/g, 'h')
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** One word in Devanagari or Malayalam as Latin letters ('' for a word of neither script). */
export function romaniseWord(word: string): string {
  const script = scriptOf(word);
  if (!script) return '';
  let text = word.replace(ZERO_WIDTH, '');
  if (script === 'devanagari') {
    // Nukta letters (ज़ फ़ ख़) read as their base letter: 'z' and 'f' are folded with j and ph anyway.
    const plain = text.normalize('NFD').replace(NUKTA_PATTERN, '');
    text = deleteSchwa(plain.replace(CANDRA_PATTERN, (c) => CANDRA[c] ?? c));
  } else text = text.replace(CHILLU_PATTERN, (c) => CHILLU[c] ?? c);
  return plainLatin(Sanscript.t(text, script, 'itrans'), script);
}
