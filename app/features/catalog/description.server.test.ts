import { describe, expect, it } from "vitest";
import { sanitizeProductHtml } from "./description.server";

describe("product description HTML", () => {
  it("keeps text formatting and lists", () => {
    expect(sanitizeProductHtml("<p>Ein <strong>leichtes</strong> Rad</p><ul><li>Motor: Bosch</li></ul>")).toBe(
      "<p>Ein <strong>leichtes</strong> Rad</p><ul><li>Motor: Bosch</li></ul>",
    );
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const html = `<p onclick="alert(1)" style="color:red">Text</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="https://evil"></iframe>`;
    expect(sanitizeProductHtml(html)).toBe("<p>Text</p><a rel=\"nofollow noopener noreferrer\">x</a>");
  });

  it("marks links nofollow and demotes h1 below the page heading", () => {
    expect(sanitizeProductHtml('<h1>Titel</h1><a href="https://example.com">Hersteller</a>')).toBe(
      '<h2>Titel</h2><a href="https://example.com" rel="nofollow noopener noreferrer">Hersteller</a>',
    );
  });

  it("returns null when nothing is left", () => {
    expect(sanitizeProductHtml("<script>x</script>")).toBeNull();
    expect(sanitizeProductHtml(null)).toBeNull();
  });
});
