import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize-description.server";

describe("sanitizing product descriptions", () => {
  it("keeps text formatting, lists, headings, tables and links", () => {
    const html =
      '<h2>Ausstattung</h2><p><strong>Motor:</strong> Bosch CX<br />Akku: <em>750 Wh</em></p><ul><li>12-fach</li></ul>' +
      '<table><thead><tr><th>Größe</th><th>Körpergröße</th></tr></thead><tbody><tr><td>M</td><td>170–180 cm</td></tr></tbody></table>' +
      '<a href="https://www.cube.eu/">Hersteller</a> <a href="/category/e-bikes-trekking">Mehr E-Bikes</a>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it("removes scripts, styles, iframes and event handlers", () => {
    const html =
      '<p onclick="alert(1)" style="color:red">Leichtes Gravelbike</p><script>alert("x")</script>' +
      '<style>p { display: none }</style><iframe src="https://example.com/video"></iframe><img src="x" onerror="alert(1)">';
    expect(sanitizeDescription(html)).toBe("<p>Leichtes Gravelbike</p>");
  });

  it("keeps only http, https and relative links", () => {
    expect(sanitizeDescription('<a href="javascript:alert(1)">Klick</a>')).toBe("<a>Klick</a>");
    expect(sanitizeDescription('<a href="data:text/html,hallo">Daten</a>')).toBe("<a>Daten</a>");
    expect(sanitizeDescription('<a href="//evil.example/">Fremd</a>')).toBe("<a>Fremd</a>");
    expect(sanitizeDescription('<a href="http://radwerk.example/" target="_blank" rel="x">Shop</a>')).toBe('<a href="http://radwerk.example/">Shop</a>');
  });

  it("drops unknown tags but keeps their text", () => {
    expect(sanitizeDescription("<div><span>Rahmen aus Aluminium</span></div>")).toBe("Rahmen aus Aluminium");
  });

  it("returns null when nothing is left", () => {
    expect(sanitizeDescription("")).toBeNull();
    expect(sanitizeDescription("  <script>alert(1)</script> ")).toBeNull();
  });
});
