import { describe, expect, it } from "vitest";
import {
  IMAGE_COLOURS,
  imageFileName,
  renderImage,
  type AccessoryKind,
  type BikeKind,
  type ImageSubject,
} from "./bike-svg";

const BIKE_KINDS: BikeKind[] = [
  "mtb-hardtail",
  "mtb-fully",
  "road",
  "gravel",
  "trekking",
  "city",
  "kids",
  "balance",
  "cargo",
  "folding",
];
const ACCESSORY_KINDS: AccessoryKind[] = ["helm", "schloss", "licht", "pumpe", "reifen", "sattel"];

/** Strict enough for our own output: balanced tags, quoted attributes, escaped text. */
function expectWellFormedXml(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>&]*")*)\s*(\/?)>/y;
  let index = 0;
  while (index < svg.length) {
    const next = svg.indexOf("<", index);
    const text = svg.slice(index, next === -1 ? svg.length : next);
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(svg);
    expect(match, svg.slice(next, next + 60)).not.toBeNull();
    if (!match) return;
    const [whole, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? "");
    index = next + whole.length;
  }
  expect(stack).toEqual([]);
}

function allSubjects(): ImageSubject[] {
  const subjects: ImageSubject[] = [];
  for (const colour of IMAGE_COLOURS) {
    for (const kind of BIKE_KINDS) {
      for (const electric of [false, true]) {
        for (const view of ["side", "antrieb", "cockpit", "studio"] as const)
          subjects.push({ type: "bike", kind, electric, colour, view });
      }
    }
    for (const kind of ACCESSORY_KINDS)
      for (const view of ["main", "detail"] as const) subjects.push({ type: "accessory", kind, colour, view });
  }
  return subjects;
}

describe("product pictures", () => {
  it("are small, well-formed, self-contained 800x600 SVG documents", () => {
    for (const subject of allSubjects()) {
      const svg = renderImage(subject);
      const name = imageFileName(subject);
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600" viewBox="-?\d+ -?\d+ \d+ \d+">/,
      );
      expectWellFormedXml(svg);
      // No external references, fonts or scripts: only the SVG namespace URL and local gradients.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', ""), name).not.toMatch(
        /https?:|href|<text|<script|<image|@import/,
      );
      expect(Buffer.byteLength(svg), name).toBeGreaterThan(400);
      expect(Buffer.byteLength(svg), name).toBeLessThan(3500);
    }
  });

  it("names files after kind, colour and view", () => {
    expect(imageFileName({ type: "bike", kind: "mtb-fully", electric: false, colour: "rot", view: "side" })).toBe(
      "bike-mtb-fully-rot.svg",
    );
    expect(imageFileName({ type: "bike", kind: "trekking", electric: true, colour: "schwarz", view: "side" })).toBe(
      "bike-e-trekking-schwarz.svg",
    );
    expect(imageFileName({ type: "bike", kind: "road", electric: false, colour: "weiss", view: "cockpit" })).toBe(
      "bike-road-weiss-detail-cockpit.svg",
    );
    expect(imageFileName({ type: "accessory", kind: "helm", colour: "blau", view: "main" })).toBe("acc-helm-blau.svg");
  });

  it("paints the frame in the colour of the product", () => {
    const red = renderImage({ type: "bike", kind: "city", electric: false, colour: "rot", view: "side" });
    const blue = renderImage({ type: "bike", kind: "city", electric: false, colour: "blau", view: "side" });
    expect(red).toContain("#c8262d");
    expect(blue).not.toContain("#c8262d");
    expect(renderImage({ type: "bike", kind: "road", electric: false, colour: "mehrfarbig", view: "side" })).toContain(
      "linearGradient",
    );
  });
});
