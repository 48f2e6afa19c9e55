import { useNavigation } from "react-router";
import { parseFilterQuery, type FilterContext, type FilterState } from "~/features/catalog/filter-query";

/**
 * The filter state the page is about to show: while a navigation to the same listing is
 * loading, the filters of its URL; otherwise the loaded ones. Checkboxes follow a click
 * at once instead of waiting for the server.
 */
export function usePendingFilters(current: FilterState, basePath: string, context: FilterContext): { filters: FilterState; loading: boolean } {
  const navigation = useNavigation();
  const pending = navigation.location && navigation.location.pathname === basePath ? navigation.location : null;
  return {
    filters: pending ? parseFilterQuery(new URLSearchParams(pending.search), context) : current,
    loading: pending !== null,
  };
}
