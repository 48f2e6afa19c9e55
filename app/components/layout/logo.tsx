import { Link } from "react-router";

/** The bike mark: two wheels and a diamond frame, drawn in the current text colour. */
export function BikeMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="8" cy="21" r="5.5" />
      <circle cx="24" cy="21" r="5.5" />
      <path d="M8 21 13.5 11.5h9L24 21M13.5 11.5 16.5 21H8M16.5 21l6-9.5M12 8h4M21 8.5h3.5l-2 3" />
    </svg>
  );
}

export function Logo({ shopName, tone = "dark" }: { shopName: string; tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className={`group inline-flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 ${
        tone === "light" ? "text-white focus-visible:ring-offset-slate-900" : "text-slate-900"
      }`}
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm transition-colors group-hover:bg-brand-700">
        <BikeMark className="size-7" />
      </span>
      <span className="text-xl font-extrabold tracking-tight">{shopName}</span>
    </Link>
  );
}
