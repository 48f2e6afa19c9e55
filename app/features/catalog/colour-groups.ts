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

/** Prefixes of German compound colours: 'Dunkelblau', 'Mattschwarz', 'Neongelb'. */
export const COLOUR_PREFIXES: readonly string[] = [
  "dunkel", "hell", "matt", "glanz", "neon", "pastell", "tief", "nacht", "eis", "signal", "perl", "royal", "metallic",
];

/** Inflections after the colour word: 'schwarze', 'roter', 'blaues'. */
export const COLOUR_ENDINGS: readonly string[] = ["e", "er", "es", "en", "em"];

/** Letters that continue a word; anything else (space, '-', '/', digits) separates words. */
export const WORD_LETTERS = "a-zäöüß";

const BASIC_GROUPS = Object.keys(COLOUR_WORDS) as BasicColourGroup[];

/** A regular expression source valid in both JavaScript and PostgreSQL (ARE) syntax. */
export function colourWordPattern(words: readonly string[], compoundBases: readonly string[] = []): string {
  const stems = [`(${COLOUR_PREFIXES.join("|")})?(${words.join("|")})`];
  if (compoundBases.length > 0) stems.push(`[${WORD_LETTERS}]*(${compoundBases.join("|")})`);
  return `(^|[^${WORD_LETTERS}])(${stems.join("|")})(${COLOUR_ENDINGS.join("|")})?([^${WORD_LETTERS}]|$)`;
}

/** Bit i stands for BASIC_GROUPS[i]; bit 12 for an explicit multicolour word. */
export const COLOUR_MASK_GROUPS: readonly BasicColourGroup[] = BASIC_GROUPS;
export const MULTICOLOUR_BIT = BASIC_GROUPS.length;

/** The pattern of one group, shared with the SQL expression. */
export function colourGroupPattern(group: BasicColourGroup): string {
  return colourWordPattern(COLOUR_WORDS[group], COMPOUND_COLOUR_BASES[group]);
}

const groupPatterns = BASIC_GROUPS.map((group) => new RegExp(colourGroupPattern(group)));
const multicolourPattern = new RegExp(colourWordPattern(MULTICOLOUR_WORDS));

/**
 * The colour group of a product name: the one group whose words it contains,
 * 'Mehrfarbig' when it names two or more groups (or says 'mehrfarbig'), else 'Sonstige'.
 */
export function colourGroupOf(name: string): ColourGroup {
  const text = name.toLowerCase();
  if (multicolourPattern.test(text)) return "Mehrfarbig";
  const found = BASIC_GROUPS.filter((_, index) => groupPatterns[index]!.test(text));
  if (found.length === 0) return "Sonstige";
  return found.length === 1 ? found[0]! : "Mehrfarbig";
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
