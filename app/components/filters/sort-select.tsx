import { SORT_LABELS, SORT_OPTIONS, type FilterContext, type SortOption } from "~/features/catalog/filter-query";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/layout/use-hydrated";
import { FILTER_FORM_ID } from "./filter-form";

/**
 * 'Sortieren nach' above the grid. It belongs to the filter form (form attribute), so a
 * sort keeps the filters and vice versa. With JavaScript a change applies at once.
 */
export function SortSelect({ value, context }: { value: SortOption; context: FilterContext }) {
  const hydrated = useHydrated();
  const options = SORT_OPTIONS.filter((option) => option !== "relevance" || context.defaultSort === "relevance");
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="sort-by" className="text-sm font-medium text-slate-700">
        Sortieren nach
      </label>
      <select
        id="sort-by"
        name="sortBy"
        form={FILTER_FORM_ID}
        value={value}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {SORT_LABELS[option]}
          </option>
        ))}
      </select>
      {!hydrated ? (
        <button type="submit" form={FILTER_FORM_ID} className={buttonClass.small}>
          Sortieren
        </button>
      ) : null}
    </div>
  );
}
