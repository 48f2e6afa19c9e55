// Letters that Unicode normalisation does not reduce to ASCII. German umlauts are
// transliterated the German way (ä → ae), not stripped (ä → a), as the spec's slugs show.
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
};

const TRANSLITERATED_LETTERS = new RegExp(`[${Object.keys(TRANSLITERATIONS).join("")}]`, "g");

/**
 * Turns a German display name into a URL slug: 'Kinderräder 12 Zoll' → 'kinderraeder-12-zoll'.
 *
 * A comma between two digits is a decimal separator and is dropped, so
 * 'MTB 27,5 Zoll (650B)' becomes 'mtb-275-zoll-650b' (the slug the spec uses);
 * every other run of characters outside [a-z0-9] becomes a single '-'.
 */
export function slugify(text: string): string {
  return (
    text
      // NFC first so a decomposed 'a' + U+0308 is recognised as 'ä'.
      .normalize("NFC")
      // Lower-casing also maps 'Ä' → 'ä' and the capital sharp s 'ẞ' → 'ß'.
      .toLowerCase()
      .replace(TRANSLITERATED_LETTERS, (letter) => TRANSLITERATIONS[letter] ?? letter)
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/(?<=\d),(?=\d)/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
