import type { SelectedOption } from "../../db/schema";
import type { Cents } from "../../utils/money";
import type { ColourGroup } from "./colour-groups";
import type { FilterState } from "./filter-query";
import type { Specification } from "./specifications";

/** What a product card shows (and what the cart needs to add a product without variants). */
export interface ProductSummary {
  id: string;
  handle: string;
  name: string;
  brand: string | null;
  /** Description as plain text, shortened for the card. */
  excerpt: string;
  priceCents: Cents;
  compareAtPriceCents: Cents | null;
  stock: number;
  imageUrl: string | null;
  imageAlt: string | null;
  /** Products with options need a variant choice on the product page before adding. */
  hasVariants: boolean;
}

export interface FacetValue<T extends string = string> {
  value: T;
  label: string;
  /** Products the listing would show with this choice (and the other filters). */
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  brands: FacetValue[];
  categories: FacetValue[];
  sizes: FacetValue[];
  colors: FacetValue<ColourGroup>[];
}

export interface ProductListing {
  products: ProductSummary[];
  /** Products matching scope and filters. */
  total: number;
  /** Products in the scope (category, brand or search) before filters. */
  scopeTotal: number;
  page: number;
  pageCount: number;
  pageSize: number;
  facets: ListingFacets;
  filters: FilterState;
}

// --- Product detail page ---

export interface ProductImageView {
  url: string;
  alt: string;
}

export interface VariantDetail {
  id: string;
  title: string | null;
  priceCents: Cents;
  compareAtPriceCents: Cents | null;
  stock: number;
  selectedOptions: SelectedOption[];
  sku: string | null;
  imageUrl: string | null;
}

export interface BreadcrumbCategory {
  name: string;
  /** Canonical slug path (structured data, sitemap). */
  href: string;
  /** The link the page shows: encoded category names (spec §2); redirects to `href`. */
  nameHref: string;
}

export interface ProductDetail {
  id: string;
  handle: string;
  name: string;
  brand: string | null;
  /** Sanitised HTML, or null ('Keine Beschreibung verfügbar'). */
  descriptionHtml: string | null;
  descriptionText: string;
  specifications: Specification[];
  priceCents: Cents;
  compareAtPriceCents: Cents | null;
  stock: number;
  sku: string | null;
  ean: string | null;
  categories: BreadcrumbCategory[];
  images: ProductImageView[];
  options: Array<{ name: string; values: string[] }>;
  /** In catalogue order; the first one is preselected (spec §4). */
  variants: VariantDetail[];
  updatedAt: string;
}

