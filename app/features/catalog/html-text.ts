const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "",
  auml: "ä", ouml: "ö", uuml: "ü", Auml: "Ä", Ouml: "Ö", Uuml: "Ü", szlig: "ß",
  euro: "€", ndash: "–", mdash: "—", hellip: "…", laquo: "«", raquo: "»", bdquo: "„", ldquo: "“", rdquo: "”",
  lsquo: "‘", rsquo: "’", sbquo: "‚", deg: "°", times: "×", sup2: "²", sup3: "³", frac12: "½", middot: "·", bull: "•",
  reg: "®", trade: "™", copy: "©", eacute: "é", egrave: "è", aacute: "á", agrave: "à",
};

/** Decodes HTML character references (&amp;, &#228;, &#xE4;, &auml;); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/** Plain text of an HTML fragment: tags become spaces, entities are decoded, whitespace collapses. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutHidden = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, " ");
  return decodeEntities(withoutHidden.replace(/<!--[\s\S]*?-->/g, " ").replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `maxLength` characters, cut at a word boundary with '…'. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}
