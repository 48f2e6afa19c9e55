import { describe, expect, it } from "vitest";
import { displayPrice } from "./pricing";

describe("strike price (spec §9 rule until the legal issue replaces it)", () => {
  it("shows price × 1.2 crossed out and a -17% badge when in stock", () => {
    expect(displayPrice({ priceCents: 100_000, stock: 3 })).toEqual({ priceCents: 100_000, strikeCents: 120_000, discountPercent: 17 });
    expect(displayPrice({ priceCents: 1999, stock: 1 })).toEqual({ priceCents: 1999, strikeCents: 2399, discountPercent: 17 });
  });

  it("shows no strike price when sold out or free", () => {
    expect(displayPrice({ priceCents: 100_000, stock: 0 })).toEqual({ priceCents: 100_000, strikeCents: null, discountPercent: null });
    expect(displayPrice({ priceCents: 100_000, stock: -2 }).strikeCents).toBeNull();
    expect(displayPrice({ priceCents: 0, stock: 10 }).strikeCents).toBeNull();
  });
});
