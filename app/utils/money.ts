// Money arithmetic happens in integer cents; the database stores numeric(12,2).
// See docs/decisions/002-money.md.

export type Cents = number;

const euroFormatter = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** Converts a database numeric ("1299.00"), a number or a cents-safe decimal string to integer cents. */
export function toCents(value: string | number): Cents {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`Kein gültiger Betrag: ${value}`);
    return Math.round(value * 100);
  }
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Kein gültiger Betrag: "${value}"`);
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Integer cents → "1299.00", the text form numeric(12,2) columns accept. */
export function centsToDecimal(cents: Cents): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Cent-Betrag muss ganzzahlig sein: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1.299,00 €" – German locale, two decimals, euro sign. */
export function formatEuro(cents: Cents): string {
  return euroFormatter.format(cents / 100);
}

/**
 * Parses a price as written in a CSV file, in German or English notation:
 * "1299", "1299.00", "1299,00", "1.299,00", "1,299.00", "1.299", "€ 1.299,00".
 * Returns null when the text is not a valid non-negative amount with at most 2 decimals.
 */
export function parseDecimalPrice(raw: string): Cents | null {
  let text = raw.replace(/[\s\u00a0€]|EUR/gi, "");
  if (text === "") return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    // Both separators: whichever comes last is the decimal separator.
    const [thousands, decimal] = lastComma > lastDot ? [".", ","] : [",", "."];
    text = text.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    text = /^\d{1,3}(,\d{3})+$/.test(text) && text.split(",").length > 2 ? text.replaceAll(",", "") : text.replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    // "1.299" or "12.999.000": German thousands separators without decimals.
    text = text.replaceAll(".", "");
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = toCents(text);
  return Number.isSafeInteger(cents) ? cents : null;
}
