/**
 * Pure helpers of the product search: splitting the query into words and finding
 * spelling corrections in the catalogue's vocabulary (one typo in words of ≥ 5 letters).
 */

/** Longest query we look at, and the most words we search for. */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Typos are only forgiven in words this long; shorter words have too many neighbours. */
export const TYPO_MIN_LENGTH = 5;
const MAX_CORRECTIONS = 8;

/** The query trimmed, whitespace collapsed and cut to MAX_QUERY_LENGTH (spec §5: trimmed). */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? "").normalize("NFC").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/** Lower-case words of letters and digits; single letters only when nothing else is left. */
export function searchWords(query: string): string[] {
  const words = [
    ...new Set(
      normalizeQuery(query)
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word !== "")
        .map((word) => word.slice(0, MAX_WORD_LENGTH)),
    ),
  ];
  const meaningful = words.filter((word) => word.length > 1);
  return (meaningful.length > 0 ? meaningful : words).slice(0, MAX_WORDS);
}

/**
 * Optimal string alignment distance (Levenshtein plus swapping two neighbours, so
 * 'hiabike' → 'haibike' is one typo), computed only up to `max`: anything further
 * returns max + 1.
 */
export function typoDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let before = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[cols - 1]!, max + 1);
}

/** The distinct words of the catalogue (names, brands, categories), for typo correction. */
export class SearchVocabulary {
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();

  constructor(words: Iterable<string>) {
    const unique = new Set<string>();
    for (const word of words) {
      const clean = word.normalize("NFC").toLowerCase();
      if (clean.length >= 2 && clean.length <= MAX_WORD_LENGTH && /^[\p{L}\p{N}]+$/u.test(clean)) unique.add(clean);
    }
    this.sorted = [...unique].sort();
    for (const word of this.sorted) {
      const bucket = this.byLength.get(word.length) ?? [];
      bucket.push(word);
      this.byLength.set(word.length, bucket);
    }
  }

  get size(): number {
    return this.sorted.length;
  }

  /** True when some catalogue word starts with `prefix` (binary search). */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.sorted[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    return low < this.sorted.length && this.sorted[low]!.startsWith(prefix);
  }

  /**
   * Catalogue words one typo away from `word`, also as a word beginning while the
   * shopper is still typing ('hiabi' → 'haibike'). Empty for short words and for words
   * the catalogue already knows (as a word or the start of one).
   */
  corrections(word: string): string[] {
    if (word.length < TYPO_MIN_LENGTH || this.hasPrefix(word)) return [];
    const found = new Set<string>();
    for (let length = word.length - 1; length <= MAX_WORD_LENGTH; length++) {
      for (const candidate of this.byLength.get(length) ?? []) {
        const distance =
          length <= word.length + 1
            ? Math.min(typoDistance(word, candidate), typoDistance(word, candidate.slice(0, word.length)))
            : typoDistance(word, candidate.slice(0, word.length));
        if (distance <= 1) found.add(candidate);
      }
    }
    // Whole-word matches first, then the shortest completions.
    return [...found]
      .sort((a, b) => Number(typoDistance(word, b) <= 1) - Number(typoDistance(word, a) <= 1) || a.length - b.length || a.localeCompare(b))
      .slice(0, MAX_CORRECTIONS);
  }
}
