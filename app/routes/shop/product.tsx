import { ArrowLeft, PackageX } from "lucide-react";
import { Link, data } from "react-router";
import { findProduct } from "~/features/catalog/product-detail.server";
import { absoluteUrl, breadcrumbJsonLd, metaDescription, productJsonLd, shopNameOf } from "~/features/catalog/seo";
import { ErrorPage } from "~/components/error-page";
import { ProductGallery } from "~/components/product/product-gallery";
import { ProductPurchase } from "~/components/product/product-purchase";
import { ProductTabs } from "~/components/product/product-tabs";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  let product = null;
  try {
    product = await findProduct(context.db, params.handle);
  } catch (error) {
    // Spec §8: load errors are logged and shown as 'Produkt nicht gefunden'.
    context.logger.error({ err: error, handle: params.handle }, "Produkt konnte nicht geladen werden");
  }
  if (!product) return data({ product: null, canonical: null, jsonLd: null }, { status: 404 });

  const origin = context.env.PUBLIC_URL;
  const url = absoluteUrl(origin, `/product/${encodeURIComponent(product.handle)}`);
  const jsonLd = [
    productJsonLd({
      name: product.name,
      url,
      description: product.descriptionText,
      brand: product.brand,
      sku: product.sku,
      ean: product.ean,
      images: product.images.map((image) => absoluteUrl(origin, image.url)),
      category: product.categories.map((category) => category.name).join(" > ") || null,
      offers:
        product.variants.length > 0
          ? product.variants.map((variant) => ({ sku: variant.sku, priceCents: variant.priceCents, stock: variant.stock, name: variant.title ?? undefined }))
          : [{ sku: product.sku, priceCents: product.priceCents, stock: product.stock }],
    }),
    breadcrumbJsonLd([
      { name: "Home", url: absoluteUrl(origin, "/") },
      ...product.categories.map((category) => ({ name: category.name, url: absoluteUrl(origin, category.href) })),
      { name: product.name },
    ]),
  ];
  return data({ product, canonical: url, jsonLd });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const product = loaderData?.product;
  if (!product) return [{ title: `Produkt nicht gefunden | ${shopName}` }, { name: "robots", content: "noindex" }];
  return [
    { title: `${product.name}${product.brand && !product.name.includes(product.brand) ? ` von ${product.brand}` : ""} | ${shopName}` },
    { name: "description", content: metaDescription(product.descriptionText || `${product.name} bei ${shopName} kaufen.`) },
    ...(loaderData.canonical ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
    ...(loaderData.jsonLd ?? []).map((entry) => ({ "script:ld+json": entry })),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  if (!product) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          headingLevel={1}
          icon={<PackageX className="size-7" />}
          title="Produkt nicht gefunden"
          action={
            <Link to="/" className={buttonClass.primary}>
              <ArrowLeft aria-hidden className="size-4" />
              Zurück zum Shop
            </Link>
          }
        >
          Dieses Produkt gibt es nicht (mehr) in unserem Sortiment.
        </EmptyState>
      </div>
    );
  }
  // Spec §2: Home, category, name. The category links by its encoded name.
  const category = product.categories.at(-1);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, ...(category ? [{ label: category.name, href: category.nameHref }] : []), { label: product.name }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery key={product.id} images={product.images} name={product.name} />
        <div>
          {product.brand ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{product.brand}</p> : null}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{product.name}</h1>
          <div className="mt-6">
            {/* Keyed by product: another product starts with its own first variant. */}
            <ProductPurchase key={product.id} product={product} />
          </div>
        </div>
      </div>
      <ProductTabs key={product.id} product={product} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
