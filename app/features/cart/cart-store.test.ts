import { beforeEach, describe, expect, it } from "vitest";
import { cartItemCount, cartTotalCents, useCartStore, type NewCartLine } from "./cart-store";

const line = (overrides: Partial<NewCartLine> = {}): NewCartLine => ({
  productId: "11111111-1111-4111-8111-111111111111",
  handle: "cube-stereo",
  name: "Cube Stereo",
  brand: "Cube",
  imageUrl: null,
  selectedOptions: [],
  priceCents: 249_900,
  quantity: 1,
  maxQuantity: 3,
  ...overrides,
});

describe("cart store", () => {
  beforeEach(() => useCartStore.setState({ lines: [], checkoutKey: "start" }));

  it("identifies a line by product id joined with the variant id and increases an existing line", () => {
    const { addLine } = useCartStore.getState();
    addLine(line());
    addLine(line({ quantity: 1 }));
    addLine(line({ variantId: "v1", selectedOptions: [{ name: "Rahmenhöhe", value: "M" }] }));
    const { lines } = useCartStore.getState();
    expect(lines.map((entry) => [entry.key, entry.quantity])).toEqual([
      ["11111111-1111-4111-8111-111111111111", 2],
      ["11111111-1111-4111-8111-111111111111-v1", 1],
    ]);
    expect(cartItemCount(lines)).toBe(3);
    expect(cartTotalCents(lines)).toBe(3 * 249_900);
  });

  it("never holds more than the stock", () => {
    const { addLine, setQuantity } = useCartStore.getState();
    expect(addLine(line({ quantity: 2 }))).toBe(2);
    expect(addLine(line({ quantity: 5 }))).toBe(1);
    expect(addLine(line())).toBe(0);
    setQuantity(useCartStore.getState().lines[0]!.key, 10);
    expect(useCartStore.getState().lines[0]!.quantity).toBe(3);
  });

  it("removes a line at quantity 0 or less, and clears", () => {
    const { addLine, setQuantity, clear } = useCartStore.getState();
    addLine(line());
    addLine(line({ variantId: "v2" }));
    setQuantity(useCartStore.getState().lines[0]!.key, 0);
    expect(useCartStore.getState().lines).toHaveLength(1);
    setQuantity(useCartStore.getState().lines[0]!.key, -1);
    expect(useCartStore.getState().lines).toHaveLength(0);
    addLine(line());
    clear();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it("gives a changed cart a new checkout key, so only a repeated submit of the same cart is deduplicated", () => {
    const before = useCartStore.getState().checkoutKey;
    useCartStore.getState().addLine(line());
    expect(useCartStore.getState().checkoutKey).not.toBe(before);
  });
});
