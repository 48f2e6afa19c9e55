import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { filterHref, type FilterContext, type FilterState } from "~/features/catalog/filter-query";
import { focusRing } from "~/components/ui/focus-ring";

/** Page numbers around the current one, with the first and last always shown. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const [index, value] of sorted.entries()) {
    if (index > 0 && value - sorted[index - 1]! > 1) result.push("gap");
    result.push(value);
  }
  return result;
}

const itemClass = `inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium ${focusRing}`;

export function Pagination({
  filters,
  pageCount,
  basePath,
  context,
  extraParams,
}: {
  filters: FilterState;
  pageCount: number;
  basePath: string;
  context: FilterContext;
  extraParams: Record<string, string>;
}) {
  if (pageCount <= 1) return null;
  const href = (page: number) => filterHref(basePath, { ...filters, page }, context, extraParams);
  const { page } = filters;
  return (
    <nav aria-label="Seitennavigation" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={`${itemClass} text-slate-700 hover:bg-slate-100`}>
          <ChevronLeft aria-hidden className="size-4" />
          Zurück
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((entry, index) =>
        entry === "gap" ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={href(entry)}
            aria-label={`Seite ${entry}`}
            aria-current={entry === page ? "page" : undefined}
            className={`${itemClass} ${entry === page ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {entry}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={`${itemClass} text-slate-700 hover:bg-slate-100`}>
          Weiter
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
