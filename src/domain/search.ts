/**
 * The storefront's product search (docs/product/screens.md#search, decision 041). Customers type on a phone, in
 * any order, without accents and with typos: 'catupiri frango' must find 'Frango com Catupiry',
 * 'portugesa' must find 'Portuguesa'.
 *
 * The text and each product are normalised (lower case, no accents) and split into words; small
 * words ('de', 'com', 'e', ...) are dropped from the text. Every word left must match some word of
 * the product's name, ingredients or description: exactly, as the start of it (the customer is
 * still typing) or with a typo or two (Damerau-Levenshtein distance 1 for words of 4–7 letters,
 * 2 for longer ones). Results are ranked: words found in the name over words found in the
 * ingredients over the description; then exact over start over typo; ties keep the menu order.
 */

/** What the search reads of a product: fits a `MenuProduct`. */
export interface SearchableProduct {
  name: string;
  description: string;
  ingredients?: readonly string[];
}

/**
 * pt-BR words that carry no meaning in a product search: articles, prepositions and their
 * contractions, conjunctions. 'Frango com Catupiry' is found by 'frango catupiry'.
 */
const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'ao',
  'aos',
  'as',
  'c',
  'c/',
  'com',
  'da',
  'das',
  'de',
  'do',
  'dos',
  'e',
  'em',
  'na',
  'nas',
  'no',
  'nos',
  'o',
  'os',
  'ou',
  // every product is one: 'pizza de calabresa' is 'calabresa'
  'pizza',
  'pizzas',
  'para',
  'pra',
  'sem',
  'um',
  'uma',
]);

/** The shortest word a typo is forgiven in: 'ovo' typed 'ovu' would find 'uva' and 'ovo' alike. */
const TYPO_MIN_LENGTH = 4;
/** From this length on, two typos are forgiven ('catupiri' → 'catupiry', 'muçarela' → 'mussarela'). */
const TWO_TYPOS_MIN_LENGTH = 8;

/** Lower case without diacritics: 'Guaraná' → 'guarana', 'Açaí' → 'acai'. */
function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR');
}

/** The words of a text: runs of letters and digits ('Coca-Cola 2L' → coca, cola, 2l). */
function wordsOf(text: string): string[] {
  return normaliseSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The query's words that mean something; a text of small words alone keeps them ('e'). */
export function searchWords(text: string): string[] {
  const words = wordsOf(text);
  const meaningful = words.filter((word) => !SEARCH_STOP_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** How many typos a query word of this length may carry. */
function allowedTypos(word: string): number {
  if (word.length >= TWO_TYPOS_MIN_LENGTH) return 2;
  if (word.length >= TYPO_MIN_LENGTH) return 1;
  return 0;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: an insertion, deletion, substitution or
 * swap of two neighbours each count one), or `limit + 1` as soon as it is surely past `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How well a query word matched a product word: higher is better, 0 is no match. */
const MATCH = { none: 0, typoInStart: 1, twoTypos: 2, oneTypo: 3, prefix: 4, exact: 5 } as const;
type MatchQuality = (typeof MATCH)[keyof typeof MATCH];

function matchWord(query: string, word: string, isTypoAllowed: boolean): MatchQuality {
  if (word === query) return MATCH.exact;
  if (word.startsWith(query)) return MATCH.prefix;
  const typos = isTypoAllowed ? allowedTypos(query) : 0;
  if (typos === 0) return MATCH.none;
  const distance = typoDistance(query, word, typos);
  if (distance <= typos) return distance <= 1 ? MATCH.oneTypo : MATCH.twoTypos;
  // a word still being typed, with a typo: 'calabrsa' → 'calabresa', 'portuges' → 'portuguesa'
  if (
    word.length > query.length &&
    typoDistance(query, word.slice(0, query.length), typos) <= typos
  ) {
    return MATCH.typoInStart;
  }
  return MATCH.none;
}

function bestMatch(query: string, words: readonly string[], isTypoAllowed: boolean): MatchQuality {
  let best: MatchQuality = MATCH.none;
  for (const word of words) {
    const quality = matchWord(query, word, isTypoAllowed);
    if (quality > best) best = quality;
    if (best === MATCH.exact) break;
  }
  return best;
}

/** Where a word was found, most telling first. */
const FIELDS = ['name', 'ingredients', 'description'] as const;
type Field = (typeof FIELDS)[number];
type FieldWords = Readonly<Record<Field, readonly string[]>>;

function fieldWordsOf(product: SearchableProduct): FieldWords {
  return {
    name: wordsOf(product.name),
    ingredients: (product.ingredients ?? []).flatMap(wordsOf),
    description: wordsOf(product.description),
  };
}

interface Scored<P> {
  product: P;
  index: number;
  /** Per field (name, ingredients, description): how many query words were found there. */
  fieldHits: number[];
  /** The sum of the match qualities of every query word. */
  quality: number;
}

function score<P>(
  product: P,
  index: number,
  words: FieldWords,
  queryWords: readonly string[],
  isTypoAllowed: readonly boolean[],
): Scored<P> | null {
  const fieldHits = FIELDS.map(() => 0);
  let quality = 0;
  for (const [wordIndex, query] of queryWords.entries()) {
    const typoAllowed = isTypoAllowed[wordIndex] ?? false;
    // the most telling field the word is in counts, however well it matched there
    const position = FIELDS.findIndex(
      (field) => bestMatch(query, words[field], typoAllowed) !== MATCH.none,
    );
    if (position < 0) return null;
    const field = FIELDS[position] ?? 'description';
    fieldHits[position] = (fieldHits[position] ?? 0) + 1;
    quality += bestMatch(query, words[field], typoAllowed);
  }
  return { product, index, fieldHits, quality };
}

function compare<P>(a: Scored<P>, b: Scored<P>): number {
  for (let field = 0; field < FIELDS.length; field += 1) {
    const difference = (b.fieldHits[field] ?? 0) - (a.fieldHits[field] ?? 0);
    if (difference !== 0) return difference;
  }
  return b.quality - a.quality || a.index - b.index;
}

/**
 * The products every meaningful word of the text matches, best first (ties in menu order). An
 * empty (or blank) text finds nothing: the page asks the customer to type instead of listing the
 * menu.
 */
export function searchProducts<P extends SearchableProduct>(
  products: readonly P[],
  text: string,
): P[] {
  const queryWords = searchWords(text);
  if (queryWords.length === 0) return [];
  const productWords = products.map(fieldWordsOf);
  // A word that some product has as it was typed (or starting so) is no typo: 'milho' must not
  // find every 'molho', 'queijo' every 'queijos' is fine (a start), 'portugesa' finds 'Portuguesa'.
  const isTypoAllowed = queryWords.map(
    (query) =>
      !productWords.some((words) =>
        FIELDS.some((field) => bestMatch(query, words[field], false) !== MATCH.none),
      ),
  );
  const found: Scored<P>[] = [];
  for (const [index, product] of products.entries()) {
    const words = productWords[index];
    if (!words) continue;
    const scored = score(product, index, words, queryWords, isTypoAllowed);
    if (scored) found.push(scored);
  }
  return found.sort(compare).map((scored) => scored.product);
}
