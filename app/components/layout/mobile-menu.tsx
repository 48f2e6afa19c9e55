import * as Dialog from "@radix-ui/react-dialog";
import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { categoryHref, type CategoryNode } from "~/features/catalog/category-tree";
import { focusRing } from "~/components/ui/focus-ring";
import { CATEGORY_MENU_GROUPS } from "./category-menu";
import { useHydrated } from "./use-hydrated";

const toggleClass = `inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ${focusRing}`;

/**
 * The category menu below `md`: a hamburger opening a side panel with the category tree as
 * nested lists. Without JavaScript a <details> disclosure shows the same tree under the header.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  // The panel is hidden from `md` up; close it there so no invisible modal traps the focus.
  useEffect(() => {
    const desktop = window.matchMedia("(min-width: 48rem)");
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener("change", closeOnDesktop);
    return () => desktop.removeEventListener("change", closeOnDesktop);
  }, []);

  if (!hydrated) {
    return (
      <details className="-ml-2 md:hidden">
        <summary className={`${toggleClass} list-none [&::-webkit-details-marker]:hidden`}>
          <Menu aria-hidden className="size-6" />
          <span className="sr-only">Menü</span>
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-4 shadow-lg">
          <MobileCategoryTree />
        </div>
      </details>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${toggleClass} -ml-2 md:hidden`} aria-label="Menü öffnen">
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl focus:outline-none md:hidden"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold">Menü</Dialog.Title>
            <Dialog.Close className={toggleClass} aria-label="Menü schließen">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label="Kategorien" className="flex-1 overflow-y-auto px-4 py-4">
            <MobileCategoryTree onNavigate={() => setOpen(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileCategoryTree({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="space-y-6">
      {CATEGORY_MENU_GROUPS.map((group) => (
        <section key={group.label}>
          <h3 className="px-2 text-xs font-semibold uppercase tracking-wider text-slate-500">{group.label}</h3>
          <ul className="mt-2 space-y-0.5">
            {group.categories.map((node) => (
              <MobileCategoryNode key={node.slug} node={node} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const rowClass = `flex w-full items-center justify-between gap-3 rounded-md px-2 py-2 text-slate-800 hover:bg-slate-100 ${focusRing}`;

function MobileCategoryNode({ node, onNavigate }: { node: CategoryNode; onNavigate?: () => void }) {
  const href = categoryHref(node.slug);
  if (node.children.length === 0) {
    return (
      <li>
        <Link to={href} onClick={onNavigate} className={rowClass}>
          {node.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <details>
        <summary className={`${rowClass} cursor-pointer list-none font-medium [&::-webkit-details-marker]:hidden`}>
          {node.name}
          <ChevronDown aria-hidden className="size-4 shrink-0 text-slate-400 transition-transform [[open]>summary>&]:rotate-180" />
        </summary>
        <ul className="mb-1 ml-3 space-y-0.5 border-l border-slate-200 pl-2 text-sm">
          <li>
            <Link to={href} onClick={onNavigate} className={`${rowClass} font-semibold text-brand-700`}>
              Alle {node.name}
            </Link>
          </li>
          {node.children.map((child) => (
            <MobileCategoryNode key={child.slug} node={child} onNavigate={onNavigate} />
          ))}
        </ul>
      </details>
    </li>
  );
}
