import { describe, expect, it } from "vitest";
import { parseSpecifications } from "./specifications";

describe("Spezifikationen tab parser", () => {
  it("takes label and value from the bold part of each list item", () => {
    const html = "<ul><li><strong>Motor</strong> Bosch Performance Line CX</li><li><b>Akku:</b> 750 Wh</li></ul>";
    expect(parseSpecifications(html)).toEqual([
      { label: "Motor", value: "Bosch Performance Line CX" },
      { label: "Akku", value: "750 Wh" },
    ]);
  });

  it("splits items without bold text at the first colon", () => {
    const html = "<p><strong>Technische Daten</strong></p><ul><li>Rahmen: Aluminium 6061</li><li>Übersetzung: 1x12: SRAM</li></ul>";
    expect(parseSpecifications(html)).toEqual([
      { label: "Rahmen", value: "Aluminium 6061" },
      { label: "Übersetzung", value: "1x12: SRAM" },
    ]);
  });

  it("needs both list items and bold text somewhere in the description", () => {
    expect(parseSpecifications("<ul><li>Rahmen: Aluminium</li></ul>")).toEqual([]);
    expect(parseSpecifications("<p><strong>Rahmen:</strong> Aluminium</p>")).toEqual([]);
    expect(parseSpecifications("")).toEqual([]);
    expect(parseSpecifications(null)).toEqual([]);
  });

  it("leaves out pairs with an empty label or value", () => {
    const html = "<ul><li><strong>Gewicht</strong></li><li><strong></strong>12 kg</li><li>: ohne Label</li><li>Ohne Wert:</li><li>Kein Paar</li><li><strong>Farbe</strong>: Schwarz</li></ul>";
    expect(parseSpecifications(html)).toEqual([{ label: "Farbe", value: "Schwarz" }]);
  });

  it("decodes entities and ignores nested markup", () => {
    const html = "<ol><li><strong>Gr&ouml;&szlig;e</strong> <em>M</em> &amp; L</li></ol>";
    expect(parseSpecifications(html)).toEqual([{ label: "Größe", value: "M & L" }]);
  });
});
