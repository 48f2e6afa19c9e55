import { ShoppingCart } from "lucide-react";
import { createContext, useContext } from "react";
import type { SelectedOption } from "~/db/schema";
import type { Cents } from "~/utils/money";

/**
 * The seam for the cart: product cards and the product page render the button, the cart
 * feature decides what adding means. It either passes `onAddToCart` to a component or
 * provides a handler for the whole shop with <AddToCartProvider value={handler}>.
 */
export interface AddToCartRequest {
  productId: string;
  handle: string;
  name: string;
  brand: string | null;
  imageUrl: string | null;
  /** Unit price of the chosen variant, or of the product. */
  priceCents: Cents;
  /** Absent for products without variants. */
  variantId?: string;
  selectedOptions?: SelectedOption[];
  quantity: number;
  /** Stock of the chosen variant (or product): the cart never holds more. Set by AddToCartButton. */
  stock?: number;
}

export type AddToCartHandler = (request: AddToCartRequest) => void;

const AddToCartContext = createContext<AddToCartHandler | null>(null);
export const AddToCartProvider = AddToCartContext.Provider;

/** The handler passed in, else the one provided for the shop, else none. */
export function useAddToCartHandler(override?: AddToCartHandler): AddToCartHandler | null {
  const provided = useContext(AddToCartContext);
  return override ?? provided;
}

/** 'In den Warenkorb', or a disabled 'Ausverkauft' when stock ≤ 0 (spec §2, §5). */
export function AddToCartButton({
  stock,
  request,
  onAddToCart,
  className,
  disabled = false,
}: {
  stock: number;
  request: AddToCartRequest | null;
  onAddToCart?: AddToCartHandler;
  className: string;
  /** E.g. no variant matches the chosen options. */
  disabled?: boolean;
}) {
  const handler = useAddToCartHandler(onAddToCart);
  const soldOut = stock <= 0;
  return (
    <button
      type="button"
      disabled={soldOut || disabled || request === null}
      onClick={() => {
        if (request) handler?.({ ...request, stock });
      }}
      className={className}
    >
      <ShoppingCart aria-hidden className="size-4" />
      {soldOut ? "Ausverkauft" : "In den Warenkorb"}
    </button>
  );
}
