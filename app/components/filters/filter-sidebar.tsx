import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { COLOUR_SWATCHES } from "~/features/catalog/colour-groups";
import { filterHref, hasActiveFilters, type FilterContext, type FilterState } from "~/features/catalog/filter-query";
import type { FacetValue, ListingFacets } from "~/features/catalog/product-types";
import { buttonClass } from "~/components/ui/button";
import { focusRing } from "~/components/ui/focus-ring";
import { useHydrated } from "~/components/layout/use-hydrated";
import { FilterForm } from "./filter-form";
import { PriceRange } from "./price-range";

const countClass = "ml-auto pl-2 text-xs tabular-nums text-slate-600";
const optionClass = "flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm text-slate-800 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500";
const checkClass = "size-4 shrink-0 accent-brand-600";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-5">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden className="mb-3 text-sm font-semibold text-slate-900">
        {title}
      </p>
      {children}
    </fieldset>
  );
}

/**
 * The choices of one list, updated at once on click (the URL follows a moment later) and
 * re-synchronised whenever the filters of the page change (e.g. back button).
 */
function useChoices(values: FacetValue[]) {
  const selected = values.filter((facet) => facet.selected).map((facet) => facet.value);
  const signature = selected.join("\u0000");
  const [chosen, setChosen] = useState(selected);
  // The signature stands for `selected`, whose array identity changes on every render.
  useEffect(() => setChosen(selected), [signature]);
  return [chosen, setChosen] as const;
}

/** Brands and categories: multiple choice in a list that scrolls at 200 px (spec §2). */
function MultiChoice({ name, title, values }: { name: "brands" | "categories"; title: string; values: FacetValue[] }) {
  const [chosen, setChosen] = useChoices(values);
  return (
    <Section title={title}>
      <div className="max-h-[200px] space-y-0.5 overflow-y-auto pr-1">
        {values.map((facet) => (
          <label key={facet.value} className={optionClass}>
            <input
              type="checkbox"
              name={name}
              value={facet.value}
              checked={chosen.includes(facet.value)}
              onChange={(event) =>
                setChosen((current) => (event.target.checked ? [...current, facet.value] : current.filter((value) => value !== facet.value)))
              }
              disabled={!facet.selected && facet.count === 0}
              className={checkClass}
            />
            <span className="min-w-0 truncate">{facet.label}</span>
            <span className={countClass}>({facet.count})</span>
          </label>
        ))}
      </div>
    </Section>
  );
}

/** Size and colour: single choice with an 'Alle' entry that clears it. */
function SingleChoice({
  name,
  title,
  allLabel,
  values,
  swatches = false,
}: {
  name: "sizes" | "colors";
  title: string;
  allLabel: string;
  values: FacetValue[];
  swatches?: boolean;
}) {
  const [chosen, setChosen] = useChoices(values);
  const current = chosen[0] ?? "";
  return (
    <Section title={title}>
      <div className={`max-h-[200px] overflow-y-auto pr-1 ${swatches ? "space-y-0.5" : "grid grid-cols-2 gap-0.5"}`}>
        <label className={`${optionClass} ${swatches ? "" : "col-span-2"}`}>
          <input type="radio" name={name} value="" checked={current === ""} onChange={() => setChosen([])} className={checkClass} />
          {allLabel}
        </label>
        {values.map((facet) => (
          <label key={facet.value} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={facet.value}
              checked={current === facet.value}
              onChange={() => setChosen([facet.value])}
              disabled={!facet.selected && facet.count === 0}
              className={checkClass}
            />
            {swatches ? (
              <span
                aria-hidden
                className="size-4 shrink-0 rounded-full ring-1 ring-slate-300"
                style={{ background: COLOUR_SWATCHES[facet.value as keyof typeof COLOUR_SWATCHES] }}
              />
            ) : null}
            <span className="min-w-0 truncate">{facet.label}</span>
            <span className={countClass}>({facet.count})</span>
          </label>
        ))}
      </div>
    </Section>
  );
}

/** Marks the facet values chosen in `filters` (the pending ones while a navigation loads). */
function withSelection(values: FacetValue[], chosen: readonly string[]): FacetValue[] {
  return values.map((facet) => ({ ...facet, selected: chosen.includes(facet.value) }));
}

/**
 * The filter sidebar of category, brand and search pages. Every choice shows how many
 * products it leaves; choices that would leave none are disabled.
 */
export function FilterSidebar({
  facets,
  filters,
  basePath,
  context,
  extraParams,
  show,
}: {
  facets: ListingFacets;
  filters: FilterState;
  basePath: string;
  context: FilterContext;
  extraParams: Record<string, string>;
  show: { brands: boolean; categories: boolean };
}) {
  const hydrated = useHydrated();
  const headingId = useId();
  const resetHref = filterHref(basePath, { ...filters, minPrice: 0, maxPrice: 10_000, brands: [], categories: [], sizes: [], colors: [], page: 1 }, context, extraParams);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Filter
        </h2>
        {hasActiveFilters(filters) ? (
          <Link to={resetHref} preventScrollReset className={`rounded-sm text-sm font-medium text-brand-700 hover:underline ${focusRing}`}>
            Filter zurücksetzen
          </Link>
        ) : null}
      </div>
      <FilterForm basePath={basePath} context={context} extraParams={extraParams} className="space-y-5">
        {(api) => (
          <>
            <PriceRange minPrice={filters.minPrice} maxPrice={filters.maxPrice} api={api} />
            {show.brands && facets.brands.length > 0 ? (
              <MultiChoice name="brands" title="Marken" values={withSelection(facets.brands, filters.brands)} />
            ) : null}
            {show.categories && facets.categories.length > 0 ? (
              <MultiChoice name="categories" title="Kategorien" values={withSelection(facets.categories, filters.categories)} />
            ) : null}
            {facets.sizes.length > 0 ? (
              <SingleChoice name="sizes" title="Größe" allLabel="Alle Größen" values={withSelection(facets.sizes, filters.sizes)} />
            ) : null}
            {facets.colors.length > 0 ? (
              <SingleChoice name="colors" title="Farbe" allLabel="Alle Farben" values={withSelection(facets.colors, filters.colors)} swatches />
            ) : null}
            {/* With JavaScript every change applies itself; without, this button submits the form. */}
            {!hydrated ? (
              <button type="submit" className={`${buttonClass.primary} w-full`}>
                Filter anwenden
              </button>
            ) : null}
          </>
        )}
      </FilterForm>
    </section>
  );
}
