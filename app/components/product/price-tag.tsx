import { displayPrice } from "~/features/catalog/pricing";
import { centsToDecimal, formatEuro, type Cents } from "~/utils/money";

/** Price with the crossed-out reference price (when pricing.ts allows one) and 'inkl. MwSt.'. */
export function PriceTag({
  priceCents,
  stock,
  compareAtPriceCents = null,
  size = "md",
}: {
  priceCents: Cents;
  stock: number;
  compareAtPriceCents?: Cents | null;
  size?: "md" | "lg";
}) {
  const price = displayPrice({ priceCents, stock, compareAtPriceCents });
  return (
    <div className="flex flex-col">
      <div className="flex flex-wrap items-baseline gap-x-2">
        {/* <data> carries the machine-readable amount (for scripts and tests). */}
        <data value={centsToDecimal(price.priceCents)} className={`font-bold text-slate-900 ${size === "lg" ? "text-3xl" : "text-lg"}`}>
          {formatEuro(price.priceCents)}
        </data>
        {price.strikeCents !== null ? (
          <s className={`text-slate-600 ${size === "lg" ? "text-lg" : "text-sm"}`}>
            <span className="sr-only">statt </span>
            {formatEuro(price.strikeCents)}
          </s>
        ) : null}
      </div>
      <span className="text-xs text-slate-600">inkl. MwSt.</span>
    </div>
  );
}

/** The '-N%' badge, from the same pricing rule. */
export function DiscountBadge({ priceCents, stock, compareAtPriceCents = null }: { priceCents: Cents; stock: number; compareAtPriceCents?: Cents | null }) {
  const { discountPercent } = displayPrice({ priceCents, stock, compareAtPriceCents });
  if (discountPercent === null) return null;
  return <span className="rounded-full bg-red-700 px-2.5 py-1 text-xs font-bold text-white shadow-sm">-{discountPercent}%</span>;
}
