import { CircleCheck, CircleX, RotateCcw, Truck } from "lucide-react";
import { useState } from "react";
import type { ProductDetail } from "~/features/catalog/product-types";
import { findVariant, isOptionValueAvailable, selectionOf, type OptionSelection } from "~/features/catalog/variant-selection";
import { buttonClass } from "~/components/ui/button";
import { AddToCartButton, type AddToCartHandler } from "./add-to-cart";
import { DiscountBadge, PriceTag } from "./price-tag";

export function StockBadge({ stock }: { stock: number }) {
  return stock > 0 ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200">
      <CircleCheck aria-hidden className="size-4" />
      Auf Lager
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-200">
      <CircleX aria-hidden className="size-4" />
      Ausverkauft
    </span>
  );
}

/**
 * Price, stock, option selectors and the add button of the product page. The first
 * variant is preselected; values whose variant is sold out are disabled (spec §4).
 */
export function ProductPurchase({ product, onAddToCart }: { product: ProductDetail; onAddToCart?: AddToCartHandler }) {
  const hasVariants = product.variants.length > 0;
  const [selection, setSelection] = useState<OptionSelection>(() => selectionOf(product.variants[0]));
  const variant = hasVariants ? findVariant(product.variants, selection) : undefined;
  const stock = hasVariants ? (variant?.stock ?? 0) : product.stock;
  const priceCents = variant?.priceCents ?? product.priceCents;
  const compareAtPriceCents = hasVariants ? (variant?.compareAtPriceCents ?? null) : product.compareAtPriceCents;

  function choose(optionName: string, value: string) {
    const wanted = { ...selection, [optionName]: value };
    if (findVariant(product.variants, wanted)) {
      setSelection(wanted);
      return;
    }
    // No variant has this value with the other current choices: take the best one that has it.
    const withValue = product.variants.filter((candidate) =>
      candidate.selectedOptions.some((option) => option.name === optionName && option.value === value),
    );
    const best = withValue.find((candidate) => candidate.stock > 0) ?? withValue[0];
    setSelection(best ? selectionOf(best) : wanted);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <PriceTag priceCents={priceCents} stock={stock} compareAtPriceCents={compareAtPriceCents} size="lg" />
        <DiscountBadge priceCents={priceCents} stock={stock} compareAtPriceCents={compareAtPriceCents} />
      </div>
      <div>
        <StockBadge stock={stock} />
      </div>

      {product.options.map((option) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            {option.name}
            {selection[option.name] ? <span className="font-normal text-slate-600">: {selection[option.name]}</span> : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const available = isOptionValueAvailable(product.variants, selection, option.name, value);
              return (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    name={`option-${option.name}`}
                    value={value}
                    checked={selection[option.name] === value}
                    disabled={!available}
                    onChange={() => choose(option.name, value)}
                    className="peer sr-only"
                  />
                  <span className="inline-flex min-w-12 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 transition-colors hover:border-brand-500 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-checked:ring-1 peer-checked:ring-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:bg-slate-50 peer-disabled:text-slate-500 peer-disabled:line-through">
                    {value}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      {hasVariants && !variant ? <p className="text-sm text-red-700">Diese Kombination ist nicht erhältlich.</p> : null}

      <AddToCartButton
        stock={stock}
        onAddToCart={onAddToCart}
        disabled={hasVariants && !variant}
        className={`${buttonClass.primary} w-full py-3.5 text-base sm:w-auto sm:px-10`}
        request={{
          productId: product.id,
          handle: product.handle,
          name: product.name,
          brand: product.brand,
          imageUrl: product.images[0]?.url ?? null,
          priceCents,
          quantity: 1,
          ...(variant ? { variantId: variant.id, selectedOptions: variant.selectedOptions } : {}),
        }}
      />

      <ul className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Truck aria-hidden className="size-4 shrink-0 text-brand-600" />
          Kostenloser Versand ab 99 € Bestellwert · Lieferung in 2–3 Werktagen
        </li>
        <li className="flex items-center gap-2">
          <RotateCcw aria-hidden className="size-4 shrink-0 text-brand-600" />
          14 Tage Rückgaberecht
        </li>
      </ul>
    </div>
  );
}
