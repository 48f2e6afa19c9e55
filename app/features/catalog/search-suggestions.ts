/** What /api/search-suggestions returns (shared by the server module and the header search box). */

export interface ProductSuggestion {
  name: string;
  brand: string | null;
  href: string;
  priceCents: number;
  imageUrl: string | null;
}

export interface CategorySuggestion {
  name: string;
  href: string;
  /** 'Mountainbikes › MTB Fullys' for subcategories, so equal names stay apart. */
  path: string;
}

export interface SearchSuggestions {
  query: string;
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
}
