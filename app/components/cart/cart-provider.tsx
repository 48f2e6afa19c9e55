import { useCallback, useEffect, type ReactNode } from "react";
import { toast } from "sonner";
import { AddToCartProvider, type AddToCartRequest } from "~/components/product/add-to-cart";
import { optionValuesText, useCartStore } from "~/features/cart/cart-store";

/**
 * Reads the persisted cart after hydration (so the server render and the first browser
 * render agree) and provides the shop-wide add-to-cart handler for product cards and the
 * product page.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    // Another tab changed the cart: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === useCartStore.persist.getOptions().name) void useCartStore.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const addToCart = useCallback((request: AddToCartRequest) => {
    const options = request.selectedOptions ?? [];
    const added = useCartStore.getState().addLine({
      productId: request.productId,
      variantId: request.variantId,
      handle: request.handle,
      name: request.name,
      brand: request.brand,
      imageUrl: request.imageUrl,
      selectedOptions: options,
      priceCents: request.priceCents,
      quantity: request.quantity,
      maxQuantity: typeof request.stock === "number" ? Math.max(0, request.stock) : null,
    });
    const label = options.length ? `${request.name} (${optionValuesText(options)})` : request.name;
    if (added > 0) toast.success("Zum Warenkorb hinzugefügt", { description: label });
    else toast.info("Nicht mehr verfügbar", { description: `${label}: Der gesamte verfügbare Bestand liegt bereits im Warenkorb.` });
  }, []);

  return <AddToCartProvider value={addToCart}>{children}</AddToCartProvider>;
}
