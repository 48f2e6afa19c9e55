import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { focusRing } from "./focus-ring";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** Home > … > current page. The last crumb is the current page and not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden className="size-4 text-slate-400" /> : null}
              {item.href && !last ? (
                <Link to={item.href} className={`rounded-sm hover:text-brand-700 hover:underline ${focusRing}`}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-slate-900" : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
