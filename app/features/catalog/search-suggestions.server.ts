import type { Database } from "../../db/client.server";
import { allCategories, categoryAncestry, categoryHref } from "./category-tree";
import { parseFilterQuery } from "./filter-query";
import { queryProductPage } from "./product-listing.server";
import { searchWords } from "./search-terms";
import { planSearch, withSearchPlanning } from "./search.server";

export type { CategorySuggestion, ProductSuggestion, SearchSuggestions } from "./search-suggestions";
import type { CategorySuggestion, SearchSuggestions } from "./search-suggestions";

/** Suggestions start at two characters. */
export const SUGGESTION_MIN_LENGTH = 2;
const MAX_PRODUCTS = 6;
const MAX_CATEGORIES = 4;

/** Categories whose name contains every query word. */
function suggestCategories(words: string[], corrections: Map<string, string[]>): CategorySuggestion[] {
  return allCategories()
    .filter((node) => {
      const name = node.name.toLowerCase();
      return words.every((word) => [word, ...(corrections.get(word) ?? [])].some((alternative) => name.includes(alternative)));
    })
    .slice(0, MAX_CATEGORIES)
    .map((node) => ({
      name: node.name,
      href: categoryHref(node.slug),
      path: (categoryAncestry(node.slug) ?? [node]).map((entry) => entry.name).join(" › "),
    }));
}

/** What the header search box offers while typing: the best products and matching categories. */
export async function suggestSearch(db: Database, rawQuery: string): Promise<SearchSuggestions> {
  const plan = await planSearch(db, rawQuery);
  if (!plan || plan.query.length < SUGGESTION_MIN_LENGTH) return { query: plan?.query ?? "", products: [], categories: [] };
  const found = await withSearchPlanning(db, (tx) =>
    queryProductPage(tx, { kind: "search", plan }, parseFilterQuery(new URLSearchParams(), { defaultSort: "relevance" }), MAX_PRODUCTS),
  );
  const corrections = new Map(plan.words.map((word) => [word.word, word.alternatives.slice(1)]));
  return {
    query: plan.query,
    products: found.map((product) => ({
      name: product.name,
      brand: product.brand,
      href: `/product/${encodeURIComponent(product.handle)}`,
      priceCents: product.priceCents,
      imageUrl: product.imageUrl,
    })),
    categories: suggestCategories(searchWords(plan.query).filter((word) => word.length >= 2), corrections),
  };
}
