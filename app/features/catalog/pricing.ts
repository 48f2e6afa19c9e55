import type { Cents } from "../../utils/money";

/**
 * The one place that decides whether a price is shown with a crossed-out reference price
 * and a discount badge. The legal issue replaces the rule below with the lawful one
 * (§11 PAngV: the lowest price of the last 30 days, or a real compare-at price); callers
 * pass everything such a rule needs and must not compute strike prices themselves.
 */
export interface PriceInput {
  priceCents: Cents;
  /** Stock of the product, or of the chosen variant. */
  stock: number;
  /** The shop's own earlier price ('Variant Compare At Price'), when the catalogue has one. */
  compareAtPriceCents?: Cents | null;
}

export interface PriceDisplay {
  priceCents: Cents;
  /** The crossed-out reference price, or null when none may be shown. */
  strikeCents: Cents | null;
  /** Whole percent for the '-N%' badge, or null. */
  discountPercent: number | null;
}

/** Spec §9: the crossed-out price is price × 1.2, shown when stock > 0 and price > 0. */
const SPEC_STRIKE_FACTOR = 1.2;

export function displayPrice({ priceCents, stock }: PriceInput): PriceDisplay {
  if (!(stock > 0 && priceCents > 0)) return { priceCents, strikeCents: null, discountPercent: null };
  const strikeCents = Math.round(priceCents * SPEC_STRIKE_FACTOR);
  // (1 - 1/1.2) ≈ 16.7 % → the spec's "about 17%".
  const discountPercent = Math.round(((strikeCents - priceCents) / strikeCents) * 100);
  return { priceCents, strikeCents, discountPercent };
}
