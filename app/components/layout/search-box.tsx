import { Folder, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import type { SearchSuggestions } from "~/features/catalog/search-suggestions";
import { formatEuro } from "~/utils/money";

/** Suggestions start at two characters and wait for a short typing pause. */
const MIN_LENGTH = 2;
const DEBOUNCE_MS = 150;

interface SuggestionItem {
  key: string;
  href: string;
  kind: "category" | "product" | "all";
  label: string;
  detail?: string;
  imageUrl?: string | null;
}

function itemsOf(suggestions: SearchSuggestions | undefined, text: string): SuggestionItem[] {
  if (!suggestions || suggestions.query === "") return [];
  const items: SuggestionItem[] = [
    ...suggestions.categories.map((category) => ({
      key: `c-${category.href}`,
      href: category.href,
      kind: "category" as const,
      label: category.name,
      detail: category.path === category.name ? "Kategorie" : category.path,
    })),
    ...suggestions.products.map((product) => ({
      key: `p-${product.href}`,
      href: product.href,
      kind: "product" as const,
      label: product.name,
      detail: [product.brand, formatEuro(product.priceCents)].filter(Boolean).join(" · "),
      imageUrl: product.imageUrl,
    })),
  ];
  if (items.length > 0) {
    items.push({ key: "all", href: `/search?q=${encodeURIComponent(text.trim())}`, kind: "all", label: `Alle Ergebnisse für „${text.trim()}“` });
  }
  return items;
}

/**
 * Header search (spec §2). Without JavaScript the form submits to /search itself; with it,
 * the text is trimmed, an empty query does nothing, and after navigating the box is cleared.
 * While typing, products and categories are suggested: ↓/↑ move through them, Enter opens
 * the highlighted one (or searches when none is), Escape closes the list.
 */
export function SearchBox({ className = "" }: { className?: string }) {
  const navigate = useNavigate();
  const fetcher = useFetcher<SearchSuggestions>();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => () => clearTimeout(timer.current), []);

  const items = text.trim().length >= MIN_LENGTH ? itemsOf(fetcher.data, text) : [];
  const expanded = open && items.length > 0;

  function reset() {
    clearTimeout(timer.current);
    setText("");
    setOpen(false);
    setActive(-1);
  }

  function go(href: string) {
    reset();
    void navigate(href);
  }

  function handleInput(value: string) {
    setText(value);
    setActive(-1);
    setOpen(true);
    clearTimeout(timer.current);
    const query = value.trim();
    if (query.length < MIN_LENGTH) return;
    timer.current = setTimeout(() => fetcher.load(`/api/search-suggestions?q=${encodeURIComponent(query)}`), DEBOUNCE_MS);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the text box itself: moving past either end returns to it.
      setActive((current) => {
        const next = current + step;
        if (next >= items.length) return -1;
        return next < -1 ? items.length - 1 : next;
      });
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && expanded && active >= 0 && items[active]) {
      event.preventDefault();
      go(items[active].href);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    go(`/search?q=${encodeURIComponent(query)}`);
  }

  return (
    <form role="search" method="get" action="/search" onSubmit={handleSubmit} className={`relative ${className}`}>
      <input
        name="q"
        type="search"
        placeholder="Suchen..."
        aria-label="Produkte suchen"
        aria-autocomplete="list"
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => handleInput(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pl-4 pr-12 text-sm text-slate-900 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Suchen"
        className="absolute right-1 top-1/2 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1"
      >
        <Search aria-hidden className="size-4" />
      </button>
      <p aria-live="polite" className="sr-only">
        {expanded ? `${items.length - 1} Vorschläge. Mit Pfeiltasten auswählen.` : ""}
      </p>
      {expanded ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Suchvorschläge"
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
        >
          {items.map((item, index) => (
            <div
              key={item.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the box so the click lands before the list closes.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item.href)}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm ${
                index === active ? "bg-brand-50 text-brand-700" : "text-slate-800"
              } ${item.kind === "all" ? "mt-1 border-t border-slate-100 font-semibold text-brand-700" : ""}`}
            >
              {item.kind === "product" ? (
                item.imageUrl ? (
                  <img src={item.imageUrl} alt="" width={40} height={30} className="h-8 w-10 shrink-0 rounded object-contain" />
                ) : (
                  <span aria-hidden className="h-8 w-10 shrink-0 rounded bg-slate-100" />
                )
              ) : item.kind === "category" ? (
                <Folder aria-hidden className="size-4 shrink-0 text-slate-500" />
              ) : (
                <Search aria-hidden className="size-4 shrink-0" />
              )}
              <span className="min-w-0">
                <span className="block truncate">{item.label}</span>
                {item.detail ? <span className="block truncate text-xs text-slate-600">{item.detail}</span> : null}
              </span>
            </div>
          ))}
        </div>
      ) : null}
    </form>
  );
}
