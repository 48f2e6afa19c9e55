/**
 * Colour groups of the filter sidebar (spec §2 "Filters"). A product has no colour field:
 * its group is derived from colour words in its name. One table below feeds both the
 * TypeScript function and the SQL expression the listing queries filter and count with
 * (colour-groups.server.ts), so the two cannot disagree.
 */

export const COLOUR_GROUPS = [
  "Schwarz",
  "Weiß",
  "Grau",
  "Rot",
  "Blau",
  "Grün",
  "Gelb",
  "Orange",
  "Lila",
  "Braun",
  "Pink",
  "Türkis",
  "Mehrfarbig",
  "Sonstige",
] as const;

export type ColourGroup = (typeof COLOUR_GROUPS)[number];
/** The groups a single colour word can name; 'Mehrfarbig' and 'Sonstige' are derived. */
export type BasicColourGroup = Exclude<ColourGroup, "Mehrfarbig" | "Sonstige">;

/** Lower-case colour words per group, German and the English words bike makers use. */
export const COLOUR_WORDS: Readonly<Record<BasicColourGroup, readonly string[]>> = {
  Schwarz: ["schwarz", "black", "onyx"],
  Weiß: ["weiß", "weiss", "white", "creme", "cream", "elfenbein", "ivory", "perlmutt"],
  Grau: ["grau", "grey", "gray", "silber", "silver", "anthrazit", "anthracite", "titan", "titanium", "chrom", "chrome"],
  Rot: ["rot", "red", "bordeaux", "burgundy", "karminrot", "kirsch"],
  Blau: ["blau", "blue", "navy", "kobalt", "cobalt"],
  Grün: ["grün", "gruen", "green", "oliv", "olive", "mint", "khaki", "salbei"],
  Gelb: ["gelb", "yellow", "gold", "senf", "lime"],
  Orange: ["orange"],
  Lila: ["lila", "violett", "violet", "purple", "flieder", "lavendel", "lavender", "aubergine"],
  Braun: ["braun", "brown", "beige", "sand", "bronze", "kupfer", "copper", "cognac"],
  Pink: ["pink", "rosa", "magenta", "fuchsia", "koralle", "coral"],
  Türkis: ["türkis", "tuerkis", "turquoise", "teal", "petrol", "aqua", "cyan"],
};

/**
 * German base colours also end compounds: 'Feuerrot', 'Himmelblau', 'Tannengrün'. English
 * and rarer words match only as whole words (or after a prefix below), so 'Shred' is not red.
 */
export const COMPOUND_COLOUR_BASES: Readonly<Record<BasicColourGroup, readonly string[]>> = {
  Schwarz: ["schwarz"],
  Weiß: ["weiß", "weiss"],
  Grau: ["grau", "silber"],
  Rot: ["rot"],
  Blau: ["blau"],
  Grün: ["grün", "gruen"],
  Gelb: ["gelb"],
  Orange: ["orange"],
  Lila: ["lila", "violett"],
  Braun: ["braun"],
  Pink: ["pink", "rosa"],
  Türkis: ["türkis", "tuerkis"],
};

/** Words that name several colours at once. */
export const MULTICOLOUR_WORDS: readonly string[] = ["mehrfarbig", "multicolor", "multicolour", "bunt", "regenbogen", "rainbow"];

/** Inflections after the colour word: 'schwarze', 'roter', 'blaues'. */
export const COLOUR_ENDINGS: readonly string[] = ["e", "er", "es", "en", "em"];

/** Letters that continue a word; anything else (space, '-', '/', digits) separates words. */
export const WORD_LETTERS = "a-zäöüß";

const BASIC_GROUPS = Object.keys(COLOUR_WORDS) as BasicColourGroup[];

/** Bit i of a colour mask stands for COLOUR_MASK_GROUPS[i]; MULTICOLOUR_BIT for a word like 'mehrfarbig'. */
export const COLOUR_MASK_GROUPS: readonly BasicColourGroup[] = BASIC_GROUPS;
export const MULTICOLOUR_BIT = BASIC_GROUPS.length;

/**
 * A regular expression (valid in JavaScript and in PostgreSQL's ARE syntax) that finds
 * `words` as whole words and `compoundBases` also at the end of a compound ('Feuerrot',
 * 'Mattschwarz'), each optionally inflected ('schwarze').
 */
export function colourWordPattern(words: readonly string[], compoundBases: readonly string[] = []): string {
  const ending = `(${COLOUR_ENDINGS.join("|")})?([^${WORD_LETTERS}]|$)`;
  // Any letters may precede a compound base, so that branch needs no anchor at the word
  // start – which also keeps the expression cheap to evaluate.
  const standalone = words.filter((word) => !compoundBases.includes(word));
  const branches: string[] = [];
  if (standalone.length > 0) branches.push(`(^|[^${WORD_LETTERS}])(${standalone.join("|")})${ending}`);
  if (compoundBases.length > 0) branches.push(`(${compoundBases.join("|")})${ending}`);
  return branches.join("|");
}

/** The patterns of the mask bits, in bit order; shared with the SQL expression. */
export const COLOUR_MASK_PATTERNS: readonly string[] = [
  ...BASIC_GROUPS.map((group) => colourWordPattern(COLOUR_WORDS[group], COMPOUND_COLOUR_BASES[group])),
  colourWordPattern(MULTICOLOUR_WORDS),
];

const maskPatterns = COLOUR_MASK_PATTERNS.map((pattern) => new RegExp(pattern));
const BASIC_BITS = (1 << MULTICOLOUR_BIT) - 1;

/** The colour mask of a name: one bit per group it names (SQL twin: colourMaskSql). */
export function colourMaskOf(name: string): number {
  const text = name.toLowerCase();
  return maskPatterns.reduce((mask, pattern, bit) => (pattern.test(text) ? mask | (1 << bit) : mask), 0);
}

/** The group a mask stands for (SQL twin: colourGroupFromMaskSql). */
export function colourGroupOfMask(mask: number): ColourGroup {
  const basic = mask & BASIC_BITS;
  if ((mask & (1 << MULTICOLOUR_BIT)) !== 0 || (basic & (basic - 1)) !== 0) return "Mehrfarbig";
  if (basic === 0) return "Sonstige";
  return BASIC_GROUPS[Math.log2(basic)]!;
}

/**
 * The colour group of a product name: the one group whose words it contains,
 * 'Mehrfarbig' when it names two or more groups (or says 'mehrfarbig'), else 'Sonstige'.
 */
export function colourGroupOf(name: string): ColourGroup {
  return colourGroupOfMask(colourMaskOf(name));
}

export function isColourGroup(value: string): value is ColourGroup {
  return (COLOUR_GROUPS as readonly string[]).includes(value);
}

/** Swatch colours for the filter sidebar. */
export const COLOUR_SWATCHES: Readonly<Record<ColourGroup, string>> = {
  Schwarz: "#111827",
  Weiß: "#ffffff",
  Grau: "#9ca3af",
  Rot: "#dc2626",
  Blau: "#2563eb",
  Grün: "#16a34a",
  Gelb: "#facc15",
  Orange: "#f97316",
  Lila: "#9333ea",
  Braun: "#92400e",
  Pink: "#ec4899",
  Türkis: "#14b8a6",
  Mehrfarbig: "conic-gradient(#dc2626, #facc15, #16a34a, #2563eb, #9333ea, #dc2626)",
  Sonstige: "repeating-linear-gradient(45deg, #e5e7eb 0 4px, #f9fafb 4px 8px)",
};
