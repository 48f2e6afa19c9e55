import { decodeEntities } from "./html-text";

export interface Specification {
  label: string;
  value: string;
}

const LIST_ITEM = /<li\b[^>]*>([\s\S]*?)<\/li\s*>/gi;
const BOLD = /<(strong|b)\b[^>]*>([\s\S]*?)<\/\1\s*>/i;
const BOLD_ANYWHERE = /<(strong|b)\b[^>]*>/i;

function text(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

/** A label without its trailing colon, a value without a leading colon or dash. */
const cleanLabel = (label: string) => label.replace(/\s*:\s*$/, "").trim();
const cleanValue = (value: string) => value.replace(/^\s*[:–-]\s*/, "").trim();

/**
 * The 'Spezifikationen' tab (spec §2 "Product detail page"): only when the description
 * holds list items and bold text. Each list item gives a label/value pair, taken from its
 * bold part or else split at the first colon; pairs with an empty side are left out.
 * Works on the sanitised description HTML (a small, known tag set), on server and client.
 */
export function parseSpecifications(html: string | null | undefined): Specification[] {
  if (!html || !BOLD_ANYWHERE.test(html)) return [];
  const specs: Specification[] = [];
  for (const [, item = ""] of html.matchAll(LIST_ITEM)) {
    const bold = BOLD.exec(item);
    let label: string;
    let value: string;
    if (bold) {
      label = cleanLabel(text(bold[2] ?? ""));
      value = cleanValue(text(item.replace(bold[0], " ")));
    } else {
      const plain = text(item);
      const colon = plain.indexOf(":");
      if (colon < 0) continue;
      label = cleanLabel(plain.slice(0, colon));
      value = cleanValue(plain.slice(colon + 1));
    }
    if (label && value) specs.push({ label, value });
  }
  return specs;
}
