import { ArrowRight, BadgePercent, PackageSearch, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { Link, data } from "react-router";
import { FEATURED_BRANDS } from "~/features/catalog/brands";
import { loadHomeSections, type HomeCategorySection } from "~/features/catalog/home.server";
import { absoluteUrl, shopNameOf } from "~/features/catalog/seo";
import { ProductGrid } from "~/components/product/product-card";
import { EmptyState } from "~/components/ui/empty-state";
import { focusRing } from "~/components/ui/focus-ring";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  let sections: HomeCategorySection[] = [];
  try {
    sections = await loadHomeSections(context.db);
  } catch (error) {
    // Spec §8: a home load error is logged and the empty state shown.
    context.logger.error({ err: error }, "Startseite: Produkte konnten nicht geladen werden");
  }
  return data({ sections, canonical: absoluteUrl(context.env.PUBLIC_URL, "/") });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [
    { title: `${shopName} – Fahrräder, E-Bikes, Teile und Zubehör` },
    {
      name: "description",
      content: `E-Bikes, Mountainbikes, Rennräder und Kinderfahrräder von Cube, Focus, Haibike, Santa Cruz und Trek bei ${shopName}. Versandkostenfrei ab 99 €, 14 Tage Rückgaberecht.`,
    },
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
  ];
}

const TRUST_ITEMS = [
  { icon: Truck, title: "Kostenloser Versand", text: "ab 99 € Bestellwert" },
  { icon: RotateCcw, title: "14 Tage Rückgaberecht", text: "einfach zurücksenden" },
  { icon: ShieldCheck, title: "Bestpreis-Garantie", text: "fair und transparent" },
  { icon: PackageSearch, title: "Lieferung in 2–3 Werktagen", text: "schnell bei Ihnen" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections } = loaderData;
  const withProducts = sections.filter((section) => section.products.length > 0);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-700 to-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Deine Leidenschaft. Unsere Bikes.</h1>
          <p className="max-w-2xl text-lg text-brand-50">
            E-Bikes, Mountainbikes, Rennräder und Zubehör der führenden Marken – versandkostenfrei ab 99 €.
          </p>
          <a href="#kategorien" className={`rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 ${focusRing} focus-visible:ring-offset-brand-700`}>
            Jetzt entdecken
          </a>
        </div>
      </section>

      <section aria-label="Unsere Leistungen" className="border-b border-slate-200 bg-slate-50">
        <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_ITEMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-sm text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section aria-labelledby="sale-heading" className="flex flex-col items-start gap-4 overflow-hidden rounded-3xl bg-gradient-to-r from-red-700 to-orange-700 px-8 py-10 text-white sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <BadgePercent aria-hidden className="size-12 shrink-0" />
            <div>
              <h2 id="sale-heading" className="text-3xl font-extrabold tracking-tight">
                End of Season Sale
              </h2>
              <p className="mt-1 text-lg text-orange-50">Bis zu 50 % Rabatt auf ausgewählte Bikes und Zubehör</p>
            </div>
          </div>
          <Link to="/search" className={`inline-flex shrink-0 items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-red-800 hover:bg-orange-50 ${focusRing} focus-visible:ring-offset-red-700`}>
            Jetzt Sale entdecken
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </section>

        <section aria-labelledby="brands-heading">
          <h2 id="brands-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Unsere Premium-Marken
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {FEATURED_BRANDS.map((brand) => (
              <li key={brand.slug}>
                <Link
                  to={`/brand/${encodeURIComponent(brand.name)}`}
                  className={`flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm transition-shadow hover:shadow-md ${focusRing}`}
                >
                  <img src={brand.logo} alt="" width={160} height={48} className="h-12 w-auto" />
                  <span className="font-semibold text-slate-900">{brand.name}</span>
                  <span className="text-xs text-slate-600">seit {brand.foundedYear}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section id="kategorien" aria-labelledby="categories-heading" className="scroll-mt-24">
          <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Kategorien
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {sections.map((section) => (
              <li key={section.slug}>
                <Link
                  to={section.href}
                  className={`group flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-500 ${focusRing}`}
                >
                  <span>
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-700">{section.name}</span>
                    <span className="block text-sm text-slate-600">
                      {section.subcategoryCount} Unterkategorien
                    </span>
                  </span>
                  <ArrowRight aria-hidden className="size-5 text-slate-400 group-hover:text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {withProducts.length === 0 ? (
          <EmptyState icon={<PackageSearch className="size-7" />} title="Keine Produkte gefunden">
            Der Katalog ist gerade leer. Schauen Sie bald wieder vorbei.
          </EmptyState>
        ) : (
          withProducts.map((section) => (
            <section key={section.slug} aria-labelledby={`neu-${section.slug}`}>
              <div className="flex items-end justify-between gap-4">
                <h2 id={`neu-${section.slug}`} className="text-2xl font-bold tracking-tight text-slate-900">
                  {section.name}
                </h2>
                <Link to={section.href} aria-label={`Alle anzeigen: ${section.name}`} className={`inline-flex items-center gap-1 rounded-sm font-semibold text-brand-700 hover:underline ${focusRing}`}>
                  Alle anzeigen
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
              <div className="mt-6">
                <ProductGrid products={section.products} />
              </div>
            </section>
          ))
        )}
      </div>
    </>
  );
}
