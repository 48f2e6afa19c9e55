import * as Tabs from "@radix-ui/react-tabs";
import type { ProductDetail } from "~/features/catalog/product-types";
import { focusRing } from "~/components/ui/focus-ring";

const triggerClass = `-mb-px cursor-pointer border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 ${focusRing}`;

/** 'Beschreibung', 'Spezifikationen' (only with parsed entries) and 'Details' (spec §2). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const details: Array<[string, string | null]> = [
    ["Marke", product.brand],
    ["Artikelnummer", product.sku],
    ["EAN", product.ean],
    ["Kategorie", product.categories.map((category) => category.name).join(" › ") || null],
    ...product.options.map((option): [string, string] => [option.name, option.values.join(", ")]),
  ];
  return (
    <Tabs.Root defaultValue="beschreibung" className="mt-12">
      <Tabs.List aria-label="Produktinformationen" className="flex gap-2 overflow-x-auto border-b border-slate-200">
        <Tabs.Trigger value="beschreibung" className={triggerClass}>
          Beschreibung
        </Tabs.Trigger>
        {product.specifications.length > 0 ? (
          <Tabs.Trigger value="spezifikationen" className={triggerClass}>
            Spezifikationen
          </Tabs.Trigger>
        ) : null}
        <Tabs.Trigger value="details" className={triggerClass}>
          Details
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="beschreibung" className={`py-6 ${focusRing}`}>
        {product.descriptionHtml ? (
          <div
            className="prose-description max-w-3xl space-y-3 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
            // Sanitised on the server (description.server.ts).
            dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
          />
        ) : (
          <p className="text-slate-600">Keine Beschreibung verfügbar</p>
        )}
      </Tabs.Content>
      {product.specifications.length > 0 ? (
        <Tabs.Content value="spezifikationen" className={`py-6 ${focusRing}`}>
          <dl className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200">
            {product.specifications.map((spec, index) => (
              <div key={`${spec.label}-${index}`} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                <dt className="font-semibold text-slate-900">{spec.label}</dt>
                <dd className="text-slate-700 sm:col-span-2">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </Tabs.Content>
      ) : null}
      <Tabs.Content value="details" className={`py-6 ${focusRing}`}>
        <dl className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200">
          {details
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                <dt className="font-semibold text-slate-900">{label}</dt>
                <dd className="text-slate-700 sm:col-span-2">{value}</dd>
              </div>
            ))}
        </dl>
      </Tabs.Content>
    </Tabs.Root>
  );
}
