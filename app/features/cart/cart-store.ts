import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { SelectedOption } from "~/db/schema";
import type { Cents } from "~/utils/money";

/** Spec §3 Cart line: the product, quantity, the chosen variant with its options and price. */
export interface CartLine {
  /** Line identity: the product id, joined with the variant id when present. */
  key: string;
  productId: string;
  variantId?: string;
  handle: string;
  name: string;
  brand: string | null;
  imageUrl: string | null;
  selectedOptions: SelectedOption[];
  /** Unit price shown in the cart (variant price when a variant was chosen); the server re-prices. */
  priceCents: Cents;
  quantity: number;
  /** Stock when the line was last added; the cart never holds more. Null when unknown. */
  maxQuantity: number | null;
}

export type NewCartLine = Omit<CartLine, "key" | "quantity"> & { quantity: number };

interface CartState {
  lines: CartLine[];
  /** Sent with the checkout form: a repeated submit of the same cart returns the same order. */
  checkoutKey: string;
  /** False until the browser has read localStorage; server render and first client render agree on it. */
  hydrated: boolean;
  /** Adds (or increases) a line, never beyond its stock. Returns the quantity actually added. */
  addLine(line: NewCartLine): number;
  /** Sets a line's quantity; 0 or less removes the line. */
  setQuantity(key: string, quantity: number): void;
  removeLine(key: string): void;
  clear(): void;
}

export const CART_STORAGE_NAME = "local-cart-storage";

export function cartLineKey(productId: string, variantId?: string | null): string {
  return variantId ? `${productId}-${variantId}` : productId;
}

const newCheckoutKey = () => globalThis.crypto.randomUUID();

function clamp(quantity: number, max: number | null): number {
  return Math.max(0, max === null ? quantity : Math.min(quantity, max));
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      checkoutKey: "",
      hydrated: false,
      addLine(line) {
        const key = cartLineKey(line.productId, line.variantId);
        const existing = get().lines.find((candidate) => candidate.key === key);
        const max = line.maxQuantity;
        const quantity = clamp((existing?.quantity ?? 0) + line.quantity, max);
        const added = quantity - (existing?.quantity ?? 0);
        if (added <= 0) return 0;
        set((state) => ({
          checkoutKey: newCheckoutKey(),
          lines: existing
            ? state.lines.map((candidate) => (candidate.key === key ? { ...candidate, ...line, key, quantity } : candidate))
            : [...state.lines, { ...line, key, quantity }],
        }));
        return added;
      },
      setQuantity(key, quantity) {
        set((state) => ({
          checkoutKey: newCheckoutKey(),
          lines: state.lines.flatMap((line) => {
            if (line.key !== key) return [line];
            const next = clamp(Math.floor(quantity), line.maxQuantity);
            return next > 0 ? [{ ...line, quantity: next }] : [];
          }),
        }));
      },
      removeLine(key) {
        set((state) => ({ checkoutKey: newCheckoutKey(), lines: state.lines.filter((line) => line.key !== key) }));
      },
      clear() {
        set({ lines: [], checkoutKey: newCheckoutKey() });
      },
    }),
    {
      name: CART_STORAGE_NAME,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines, checkoutKey: state.checkoutKey }),
      // Read in an effect after hydration (CartHydrator), so server and first client render match.
      skipHydration: true,
      onRehydrateStorage: () => () => {
        useCartStore.setState((state) => ({ hydrated: true, checkoutKey: state.checkoutKey || newCheckoutKey() }));
      },
    },
  ),
);

export const cartItemCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartTotalCents = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** Spec §3 order item name, for display: the name plus the option values in brackets. */
export function optionValuesText(options: SelectedOption[]): string {
  return options.map((option) => option.value).join(", ");
}
