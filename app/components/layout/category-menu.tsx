import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import {
  bikeTopCategories,
  categoryHref,
  eBikeTopCategories,
  type CategoryNode,
} from "~/features/catalog/category-tree";
import { focusRing } from "~/components/ui/focus-ring";
import { useHydrated } from "./use-hydrated";

export interface CategoryMenuGroup {
  readonly label: string;
  readonly categories: readonly CategoryNode[];
}

/** Spec §2 header: 'E-Bikes' holds the top categories named 'E-…', 'Fahrräder' the others. */
export const CATEGORY_MENU_GROUPS: readonly CategoryMenuGroup[] = [
  { label: "E-Bikes", categories: eBikeTopCategories() },
  { label: "Fahrräder", categories: bikeTopCategories() },
];

const triggerClass =
  "group inline-flex h-10 cursor-pointer select-none items-center gap-1 rounded-md px-3 text-sm font-semibold text-slate-700 " +
  "transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 " +
  "focus-visible:ring-brand-500 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700";

const panelClass =
  "z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1.5 text-sm text-slate-700 shadow-xl shadow-slate-900/10";

const itemClass =
  "flex cursor-pointer select-none items-center justify-between gap-6 rounded-md px-3 py-2 outline-none " +
  "data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-700";

/** The two category menus of the desktop header. */
export function CategoryMenus() {
  return (
    <nav aria-label="Kategorien" className="hidden items-center gap-1 md:flex">
      {CATEGORY_MENU_GROUPS.map((group) => (
        <CategoryMenu key={group.label} group={group} />
      ))}
    </nav>
  );
}

/**
 * Before hydration (and with JavaScript off) a native <details> panel lists every
 * category link, so the server HTML alone lets visitors and crawlers reach each category.
 * Once hydrated, the Radix dropdown with its keyboard handling and default timings
 * (submenu after 100 ms hover, 300 ms pointer grace, 1 s type-ahead) takes over.
 */
function CategoryMenu({ group }: { group: CategoryMenuGroup }) {
  const hydrated = useHydrated();
  return hydrated ? <CategoryDropdown group={group} /> : <CategoryDisclosure group={group} />;
}

function CategoryDropdown({ group }: { group: CategoryMenuGroup }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className={triggerClass}>
        {group.label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={panelClass}>
          {group.categories.map((node) => (
            <CategoryMenuEntry key={node.slug} node={node} onNavigate={close} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function CategoryMenuEntry({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  if (node.children.length === 0) {
    return (
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={categoryHref(node.slug)}>{node.name}</Link>
      </DropdownMenu.Item>
    );
  }
  return <CategorySubmenu node={node} onNavigate={onNavigate} />;
}

/**
 * A category with children: the entry itself links to the category (mouse click), hovering
 * or Enter/Space/→ opens its submenu, which starts with an 'Alle …' link for keyboard users.
 */
function CategorySubmenu({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const pointerType = useRef("mouse");
  const href = categoryHref(node.slug);
  return (
    <DropdownMenu.Sub open={open} onOpenChange={setOpen}>
      <DropdownMenu.SubTrigger
        asChild
        className={itemClass}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={(event) => {
          // Touch screens have no hover: the first tap opens the submenu instead of leaving the page.
          if (pointerType.current !== "mouse" && !open) {
            event.preventDefault();
            setOpen(true);
            return;
          }
          onNavigate();
        }}
      >
        <Link to={href}>
          {node.name}
          <ChevronRight aria-hidden className="size-4 text-slate-400" />
        </Link>
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent sideOffset={6} alignOffset={-6} className={panelClass}>
          <DropdownMenu.Item asChild className={`${itemClass} font-semibold`}>
            <Link to={href}>Alle {node.name}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="-mx-1.5 my-1 h-px bg-slate-100" />
          {node.children.map((child) => (
            <CategoryMenuEntry key={child.slug} node={child} onNavigate={onNavigate} />
          ))}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

function CategoryDisclosure({ group }: { group: CategoryMenuGroup }) {
  return (
    // Same `name` on both: opening one panel closes the other.
    <details name="kategorie-menue" className="group relative">
      <summary className={`${triggerClass} list-none group-open:bg-brand-50 group-open:text-brand-700 [&::-webkit-details-marker]:hidden`}>
        {group.label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute left-0 top-full z-50 mt-2 w-max max-w-[min(48rem,90vw)] rounded-xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/10">
        <ul className="columns-1 gap-8 sm:columns-2 lg:columns-3">
          {group.categories.map((node) => (
            <li key={node.slug} className="mb-4 break-inside-avoid">
              <Link to={categoryHref(node.slug)} className={`rounded-sm font-semibold text-slate-900 hover:text-brand-700 hover:underline ${focusRing}`}>
                {node.name}
              </Link>
              <CategoryLinkList nodes={node.children} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function CategoryLinkList({ nodes }: { nodes: readonly CategoryNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 border-l border-slate-200 pl-3 text-sm">
      {nodes.map((node) => (
        <li key={node.slug}>
          <Link to={categoryHref(node.slug)} className={`rounded-sm text-slate-600 hover:text-brand-700 hover:underline ${focusRing}`}>
            {node.name}
          </Link>
          <CategoryLinkList nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}
