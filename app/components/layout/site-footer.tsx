import { Landmark, Receipt } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FEATURED_BRANDS } from "~/features/catalog/brands";
import { bikeTopCategories, categoryHref, eBikeTopCategories } from "~/features/catalog/category-tree";
import { focusRing } from "~/components/ui/focus-ring";
import { Logo } from "./logo";

const shopCategories = [...eBikeTopCategories().slice(0, 2), ...bikeTopCategories().slice(0, 3)];

const brandList = new Intl.ListFormat("de", { type: "conjunction" }).format(FEATURED_BRANDS.map((brand) => brand.name));

// Spec §2: Service and Rechtliches are plain-text items until the legal pages exist.
const SERVICE_ITEMS = ["Versand", "Retoure", "Kontakt"];
const LEGAL_ITEMS = ["Impressum", "Datenschutz", "AGB"];

const linkClass = `rounded-sm text-slate-300 transition-colors hover:text-white ${focusRing} focus-visible:ring-offset-slate-900`;

/** Footer of every public page: shop name, columns Shop / Service / Rechtliches, payment note. */
export function SiteFooter({ shopName }: { shopName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-4 sm:col-span-2">
          <Logo shopName={shopName} tone="light" />
          <p className="max-w-sm leading-relaxed text-slate-400">
            Fahrräder, E-Bikes, Teile und Zubehör von {brandList} – sorgfältig ausgewählt und schnell
            geliefert.
          </p>
          <ul className="space-y-2">
            <li className="flex items-center gap-2">
              <Landmark aria-hidden className="size-4 shrink-0 text-brand-100" />
              Zahlung per Vorkasse (Banküberweisung)
            </li>
            <li className="flex items-center gap-2">
              <Receipt aria-hidden className="size-4 shrink-0 text-brand-100" />
              Alle Preise inkl. MwSt.
            </li>
          </ul>
        </div>

        <FooterColumn title="Shop">
          <FooterList>
            {shopCategories.map((node) => (
              <li key={node.slug}>
                <Link to={categoryHref(node.slug)} className={linkClass}>
                  {node.name}
                </Link>
              </li>
            ))}
          </FooterList>
          <h3 className="mt-6 text-xs font-semibold uppercase tracking-wider text-slate-400">Marken</h3>
          <FooterList>
            {FEATURED_BRANDS.map((brand) => (
              <li key={brand.slug}>
                <Link to={`/brand/${encodeURIComponent(brand.name)}`} className={linkClass}>
                  {brand.name}
                </Link>
              </li>
            ))}
          </FooterList>
        </FooterColumn>

        <FooterColumn title="Service">
          <FooterList>
            {SERVICE_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </FooterList>
        </FooterColumn>

        <FooterColumn title="Rechtliches">
          <FooterList>
            {LEGAL_ITEMS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </FooterList>
        </FooterColumn>
      </div>

      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          {/* The year comes from the server render; a New Year's Eve mismatch is harmless. */}
          <p suppressHydrationWarning>
            © {year} {shopName}. Alle Rechte vorbehalten.
          </p>
          <p>Versandkostenfrei ab 99 € · 14 Tage Rückgaberecht</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      {children}
    </div>
  );
}

function FooterList({ children }: { children: ReactNode }) {
  return <ul className="mt-4 space-y-2.5">{children}</ul>;
}
