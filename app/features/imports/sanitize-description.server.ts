import sanitizeHtml from "sanitize-html";

// Product descriptions come from third-party CSV files and are rendered as HTML on the
// product page, so only plain text formatting survives: no scripts, styles, frames,
// event handlers or javascript: links.
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "ul", "ol", "li", "strong", "b", "em", "i", "h2", "h3", "h4", "a",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  ],
  allowedAttributes: { a: ["href"], th: ["colspan", "rowspan"], td: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Content of these tags is dropped together with the tag, not kept as text.
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template", "title"],
};

/** Sanitised HTML of a Shopify "Body (HTML)" field; null when nothing readable is left. */
export function sanitizeDescription(html: string): string | null {
  const clean = sanitizeHtml(html, DESCRIPTION_POLICY).trim();
  return clean === "" ? null : clean;
}
