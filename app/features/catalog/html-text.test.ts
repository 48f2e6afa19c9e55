import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToText, truncateText } from "./html-text";

describe("description text", () => {
  it("strips markup and collapses whitespace", () => {
    expect(htmlToText("<h2>Cube Stereo</h2>\n<p>Ein <strong>vollgefedertes</strong> Rad.</p><ul><li>Motor: Bosch</li></ul>")).toBe(
      "Cube Stereo Ein vollgefedertes Rad. Motor: Bosch",
    );
  });

  it("drops script and style content and comments", () => {
    expect(htmlToText("<p>A</p><script>alert(1)</script><style>p{}</style><!-- x -->B")).toBe("A B");
  });

  it("decodes character references", () => {
    expect(decodeEntities("Gr&ouml;&szlig;e &amp; Gewicht &#8211; 29&quot; &#xE4; &unknown;")).toBe('Größe & Gewicht – 29" ä &unknown;');
    expect(htmlToText("&lt;b&gt; ist kein Tag")).toBe("<b> ist kein Tag");
  });

  it("handles a missing description", () => {
    expect(htmlToText(null)).toBe("");
    expect(htmlToText(undefined)).toBe("");
  });

  it("truncates at a word boundary", () => {
    expect(truncateText("Ein leichtes Trail-Fully für lange Touren", 20)).toBe("Ein leichtes Trail…");
    expect(truncateText("Ein leichtes Fully für lange Touren", 24)).toBe("Ein leichtes Fully für…");
    expect(truncateText("kurz", 20)).toBe("kurz");
  });
});
