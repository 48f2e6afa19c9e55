import { useCallback, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { filterHref, parseFilterQuery, type FilterContext } from "~/features/catalog/filter-query";

export const FILTER_FORM_ID = "filter-form";

export interface FilterFormApi {
  /** Applies the form now, with some fields overridden (e.g. the slider's values). */
  applyNow(overrides?: Record<string, string>): void;
  /** Applies after a short pause, for typing and dragging. */
  applySoon(overrides?: Record<string, string>): void;
}

/**
 * The GET form holding all filters of a listing. Without JavaScript it submits its fields
 * to the same page and the server parses them. With JavaScript every change navigates
 * at once to the normalised URL (page 1), so the address stays short and shareable.
 */
export function FilterForm({
  basePath,
  context,
  extraParams,
  children,
  className,
}: {
  basePath: string;
  context: FilterContext;
  extraParams: Record<string, string>;
  children: (api: FilterFormApi) => ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const applyNow = useCallback(
    (overrides: Record<string, string> = {}) => {
      clearTimeout(timer.current);
      const form = formRef.current;
      if (!form) return;
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === "string" && !(key in overrides)) params.append(key, value);
      }
      for (const [key, value] of Object.entries(overrides)) params.set(key, value);
      const state = parseFilterQuery(params, context);
      void navigate(filterHref(basePath, { ...state, page: 1 }, context, extraParams), { preventScrollReset: true });
    },
    [basePath, context, extraParams, navigate],
  );
  const applySoon = useCallback(
    (overrides: Record<string, string> = {}) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => applyNow(overrides), 500);
    },
    [applyNow],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    applyNow();
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    // Unnamed fields (the slider's internal inputs) are not filters.
    if (!target.name) return;
    // Price fields apply after a pause (or on Enter); choices apply at once.
    if (target instanceof HTMLInputElement && target.type === "number") applySoon();
    else applyNow();
  }

  return (
    <form ref={formRef} id={FILTER_FORM_ID} method="get" action={basePath} onSubmit={handleSubmit} onChange={handleChange} className={className}>
      {Object.entries(extraParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children({ applyNow, applySoon })}
    </form>
  );
}
