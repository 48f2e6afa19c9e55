import sanitizeHtml from "sanitize-html";

// Descriptions are sanitised on import already; the product page sanitises again when it
// renders, because HTML from other sources (the external catalogue) reaches it too.
const RENDER_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "h2", "h3", "h4", "a",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  ],
  allowedAttributes: { a: ["href"], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template", "title"],
  // The page has one h1 (the product name); description headings start below it.
  transformTags: {
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer" }),
  },
};

/** Safe HTML for the 'Beschreibung' tab, or null when nothing readable is left. */
export function sanitizeProductHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, { ...RENDER_POLICY, allowedAttributes: { ...RENDER_POLICY.allowedAttributes, a: ["href", "rel"] } }).trim();
  return clean === "" ? null : clean;
}
