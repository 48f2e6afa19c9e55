import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";

/**
 * Header search (spec §2). Without JavaScript the form submits to /search itself; with it,
 * the text is trimmed, an empty query does nothing, and after navigating the box is cleared.
 */
export function SearchBox({ className = "" }: { className?: string }) {
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q");
    if (!(input instanceof HTMLInputElement)) return;
    const text = input.value.trim();
    if (!text) return;
    void navigate(`/search?q=${encodeURIComponent(text)}`);
    input.value = "";
  }

  return (
    <form role="search" method="get" action="/search" onSubmit={handleSubmit} className={`relative ${className}`}>
      <input
        name="q"
        type="search"
        placeholder="Suchen..."
        aria-label="Produkte suchen"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pl-4 pr-12 text-sm text-slate-900 placeholder:text-slate-500 transition-colors hover:border-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        aria-label="Suchen"
        className="absolute right-1 top-1/2 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1"
      >
        <Search aria-hidden className="size-4" />
      </button>
    </form>
  );
}
