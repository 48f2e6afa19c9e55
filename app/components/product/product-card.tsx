import { Link } from "react-router";
import type { ProductSummary } from "~/features/catalog/product-types";
import { buttonClass } from "~/components/ui/button";
import { focusRing } from "~/components/ui/focus-ring";
import { AddToCartButton, type AddToCartHandler } from "./add-to-cart";
import { DiscountBadge, PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";

/** Spec §9: the low-stock badge appears when 1 to 5 are left. */
const LOW_STOCK_LIMIT = 5;

export function productHref(product: Pick<ProductSummary, "handle">): string {
  return `/product/${encodeURIComponent(product.handle)}`;
}

/** The product card of spec §2: image, brand, name, description, price, badges, add button. */
export function ProductCard({
  product,
  onAddToCart,
  headingLevel = 3,
  imageLoading = "lazy",
}: {
  product: ProductSummary;
  onAddToCart?: AddToCartHandler;
  headingLevel?: 2 | 3;
  imageLoading?: "lazy" | "eager";
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = productHref(product);
  const lowStock = product.stock >= 1 && product.stock <= LOW_STOCK_LIMIT;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-50">
        <ProductImage src={product.imageUrl} alt={product.imageAlt ?? product.name} loading={imageLoading} className="h-full w-full p-3" />
        <div className="absolute left-3 top-3 flex flex-col items-start gap-1.5">
          <DiscountBadge priceCents={product.priceCents} stock={product.stock} compareAtPriceCents={product.compareAtPriceCents} />
          {lowStock ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
              Nur noch {product.stock} verfügbar
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {product.brand ? <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p> : null}
        <Heading className="font-semibold leading-snug text-slate-900">
          {/* The link covers the whole card; the button below sits above it. */}
          <Link to={href} prefetch="intent" className={`rounded-sm after:absolute after:inset-0 hover:text-brand-700 ${focusRing}`}>
            {product.name}
          </Link>
        </Heading>
        {product.excerpt ? <p className="line-clamp-2 text-sm text-slate-600">{product.excerpt}</p> : null}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <PriceTag priceCents={product.priceCents} stock={product.stock} compareAtPriceCents={product.compareAtPriceCents} />
          <div className="relative z-10">
            <AddToCartButton
              stock={product.stock}
              onAddToCart={onAddToCart}
              className={`${buttonClass.small} w-full`}
              request={{
                productId: product.id,
                handle: product.handle,
                name: product.name,
                brand: product.brand,
                imageUrl: product.imageUrl,
                priceCents: product.priceCents,
                quantity: 1,
              }}
            />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  onAddToCart,
  headingLevel = 3,
  label,
}: {
  products: ProductSummary[];
  onAddToCart?: AddToCartHandler;
  headingLevel?: 2 | 3;
  label?: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <div className="flex w-full">
            <ProductCard product={product} onAddToCart={onAddToCart} headingLevel={headingLevel} imageLoading={index < 3 ? "eager" : "lazy"} />
          </div>
        </li>
      ))}
    </ul>
  );
}
