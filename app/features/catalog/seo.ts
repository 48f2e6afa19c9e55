import { centsToDecimal, type Cents } from "../../utils/money";

/** Longest meta description we write; search engines cut around 155–160 characters. */
const META_DESCRIPTION_LENGTH = 155;

export function absoluteUrl(baseUrl: string, path: string): string {
  return new URL(path, `${baseUrl.replace(/\/+$/, "")}/`).toString();
}

export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= META_DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, META_DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 100))}…`;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL; the last item (the page itself) may omit it. */
  url?: string;
}

/** schema.org BreadcrumbList. */
export function breadcrumbJsonLd(items: BreadcrumbItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(item.url ? { item: item.url } : {}),
    })),
  };
}

export interface ProductJsonLdInput {
  name: string;
  url: string;
  description: string;
  brand: string | null;
  sku: string | null;
  ean: string | null;
  images: string[];
  category: string | null;
  offers: Array<{ sku: string | null; priceCents: Cents; stock: number; name?: string }>;
}

const availability = (stock: number) => (stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");

/** schema.org Product with one Offer per variant (or one for a product without variants). */
export function productJsonLd(input: ProductJsonLdInput) {
  const offers = input.offers.map((offer) => ({
    "@type": "Offer",
    url: input.url,
    priceCurrency: "EUR",
    price: centsToDecimal(offer.priceCents),
    availability: availability(offer.stock),
    itemCondition: "https://schema.org/NewCondition",
    ...(offer.sku ? { sku: offer.sku } : {}),
    ...(offer.name ? { name: offer.name } : {}),
  }));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    url: input.url,
    ...(input.description ? { description: metaDescription(input.description) } : {}),
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.brand ? { brand: { "@type": "Brand", name: input.brand } } : {}),
    ...(input.sku ? { sku: input.sku } : {}),
    ...(input.ean && /^\d{13}$/.test(input.ean) ? { gtin13: input.ean } : {}),
    ...(input.category ? { category: input.category } : {}),
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

/** The shop name from the root loader's data (for page titles). */
export function shopNameOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { shopName?: string } | undefined;
  return data?.shopName ?? "Radwerk";
}
