import { describe, expect, it } from "vitest";
import { findVariant, isOptionValueAvailable, selectionOf } from "./variant-selection";

const variant = (id: string, stock: number, size: string, colour: string) => ({
  id,
  stock,
  selectedOptions: [
    { name: "Rahmenhöhe", value: size },
    { name: "Farbe", value: colour },
  ],
});

const variants = [variant("a", 2, "M", "Schwarz"), variant("b", 0, "L", "Schwarz"), variant("c", 1, "L", "Blau"), variant("d", 3, "M", "Blau")];

describe("variant selection", () => {
  it("reads the option values of a variant and finds a variant by them", () => {
    expect(selectionOf(variants[0])).toEqual({ Rahmenhöhe: "M", Farbe: "Schwarz" });
    expect(findVariant(variants, { Rahmenhöhe: "L", Farbe: "Blau" })?.id).toBe("c");
    expect(findVariant(variants, { Rahmenhöhe: "XL", Farbe: "Blau" })).toBeUndefined();
  });

  it("disables a value whose variant (with the other choices) is sold out", () => {
    const selection = { Rahmenhöhe: "M", Farbe: "Schwarz" };
    expect(isOptionValueAvailable(variants, selection, "Rahmenhöhe", "L")).toBe(false);
    expect(isOptionValueAvailable(variants, { ...selection, Farbe: "Blau" }, "Rahmenhöhe", "L")).toBe(true);
    expect(isOptionValueAvailable(variants, selection, "Farbe", "Blau")).toBe(true);
    expect(isOptionValueAvailable(variants, selection, "Rahmenhöhe", "XXL")).toBe(false);
  });
});
