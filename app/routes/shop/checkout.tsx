import { ArrowLeft, Banknote, ShoppingCart } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Spinner } from "~/components/ui/spinner";
import { cartTotalCents, optionValuesText, useCartStore } from "~/features/cart/cart-store";
import { orderCookieHeader, submitCheckout, type CheckoutResult } from "~/features/checkout/checkout-action.server";
import type { ShippingField } from "~/features/checkout/checkout-schema";
import { formatEuro } from "~/utils/money";
import type { Route } from "./+types/checkout";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as { shopName?: string } | undefined;
  return [{ title: `Kasse | ${root?.shopName ?? "Radwerk"}` }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitCheckout(context.db, await request.formData(), context.env, (error) =>
    context.logger.error({ err: error }, "Bestellung konnte nicht erstellt werden"),
  );
  if (result.ok) {
    const secure = context.env.PUBLIC_URL.startsWith("https:");
    return data({ ok: true, orderNumber: result.orderNumber } satisfies CheckoutResult, {
      headers: { "Set-Cookie": orderCookieHeader(result.idempotencyKey!, secure) },
    });
  }
  const { status, ...body } = result;
  return data({ ...body, status } satisfies CheckoutResult, { status });
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:border-red-500";

function Field({
  name,
  label,
  error,
  optional = false,
  children,
}: {
  name: ShippingField;
  label: string;
  error?: string;
  optional?: boolean;
  children: (props: { id: string; name: string; "aria-invalid": boolean; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
  const id = `checkout-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </label>
      {children({ id, name, "aria-invalid": Boolean(error), "aria-describedby": error ? `${id}-error` : undefined, className: inputClass })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function Checkout() {
  const hydrated = useCartStore((state) => state.hydrated);
  const lines = useCartStore((state) => state.lines);
  const checkoutKey = useCartStore((state) => state.checkoutKey);
  const clearCart = useCartStore((state) => state.clear);
  const fetcher = useFetcher<CheckoutResult>();
  const navigate = useNavigate();
  const [country, setCountry] = useState("Deutschland");
  const [placedNumber, setPlacedNumber] = useState<string | null>(null);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      setPlacedNumber(result.orderNumber);
      toast.success("Bestellung erfolgreich!", { description: `Bestellnummer: ${result.orderNumber}` });
      clearCart();
      void navigate(`/order-success?orderNumber=${encodeURIComponent(result.orderNumber)}`);
    } else if (Object.keys(result.fieldErrors).length === 0) {
      toast.error("Bestellung fehlgeschlagen", { description: "Bitte versuchen Sie es erneut." });
    }
  }, [fetcher.state, result, clearCart, navigate]);

  if (!hydrated || placedNumber) {
    return (
      <div className="flex justify-center px-4 py-24" aria-busy="true">
        <Spinner />
      </div>
    );
  }

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <EmptyState
          headingLevel={1}
          icon={<ShoppingCart className="size-7" />}
          title="Warenkorb leer"
          action={
            <Link to="/" className={buttonClass.primary}>
              <ArrowLeft aria-hidden className="size-4" />
              Zurück zum Shop
            </Link>
          }
        >
          Legen Sie Produkte in den Warenkorb, um zu bestellen.
        </EmptyState>
      </div>
    );
  }

  const errors = result && !result.ok ? result.fieldErrors : {};
  const formError = result && !result.ok ? result.formError : null;
  const total = cartTotalCents(lines);
  const serialisedLines = JSON.stringify(lines.map((line) => ({ productId: line.productId, variantId: line.variantId, quantity: line.quantity })));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold">Kasse</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <fetcher.Form method="post" className="order-2 space-y-6 lg:order-1" aria-describedby={formError ? "checkout-error" : undefined}>
          <input type="hidden" name="lines" value={serialisedLines} />
          <input type="hidden" name="idempotencyKey" value={checkoutKey} />
          <section className="rounded-2xl border border-slate-200 p-6">
            <h2 className="mb-4 text-xl font-bold">Lieferadresse</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field name="name" label="Name" error={errors.name}>
                  {(props) => <input {...props} required autoComplete="name" maxLength={120} />}
                </Field>
              </div>
              <Field name="email" label="E-Mail" error={errors.email}>
                {(props) => <input {...props} type="email" required autoComplete="email" maxLength={254} />}
              </Field>
              <Field name="phone" label="Telefon" optional error={errors.phone}>
                {(props) => <input {...props} type="tel" autoComplete="tel" maxLength={40} />}
              </Field>
              <div className="sm:col-span-2">
                <Field name="address" label="Straße & Hausnummer" error={errors.address}>
                  {(props) => <input {...props} required autoComplete="street-address" maxLength={200} />}
                </Field>
              </div>
              <Field name="zip" label="PLZ" error={errors.zip}>
                {(props) => (
                  <input
                    {...props}
                    required
                    autoComplete="postal-code"
                    maxLength={12}
                    inputMode={country === "Deutschland" ? "numeric" : undefined}
                    pattern={country === "Deutschland" ? "[0-9]{5}" : undefined}
                    title={country === "Deutschland" ? "5 Ziffern" : undefined}
                  />
                )}
              </Field>
              <Field name="city" label="Stadt" error={errors.city}>
                {(props) => <input {...props} required autoComplete="address-level2" maxLength={100} />}
              </Field>
              <div className="sm:col-span-2">
                <Field name="country" label="Land" error={errors.country}>
                  {(props) => (
                    <input {...props} required autoComplete="country-name" maxLength={60} value={country} onChange={(event) => setCountry(event.target.value)} />
                  )}
                </Field>
              </div>
              <div className="sm:col-span-2">
                <Field name="notes" label="Anmerkungen" optional error={errors.notes}>
                  {(props) => <textarea {...props} rows={3} maxLength={1000} />}
                </Field>
              </div>
            </div>
          </section>

          <section className="rounded-2xl border border-slate-200 p-6">
            <h2 className="mb-3 text-xl font-bold">Zahlungsart</h2>
            <div className="flex items-start gap-3 rounded-xl border-2 border-brand-500 bg-brand-50 p-4">
              <Banknote aria-hidden className="mt-0.5 size-6 text-brand-700" />
              <div>
                <p className="font-semibold">Vorkasse (Überweisung)</p>
                <p className="text-sm text-slate-700">
                  Nach der Bestellung erhalten Sie unsere Bankverbindung per E-Mail und auf der nächsten Seite. Wir versenden nach Zahlungseingang.
                </p>
              </div>
            </div>
          </section>

          {formError ? (
            <p id="checkout-error" role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              {formError}
            </p>
          ) : null}

          <button type="submit" disabled={busy} className={`${buttonClass.primary} w-full py-3 text-lg`}>
            {busy ? <Spinner /> : null}
            Zahlungspflichtig bestellen
          </button>
        </fetcher.Form>

        <aside className="order-1 h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:order-2" aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="mb-4 text-xl font-bold">
            Bestellübersicht
          </h2>
          <ul className="divide-y divide-slate-200">
            {lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{line.name}</p>
                  {line.selectedOptions.length ? <p className="text-sm text-slate-600">{optionValuesText(line.selectedOptions)}</p> : null}
                  <p className="text-sm text-slate-600">
                    {line.quantity} × {formatEuro(line.priceCents)}
                  </p>
                </div>
                <p className="font-semibold tabular-nums">{formatEuro(line.priceCents * line.quantity)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-between border-t border-slate-300 pt-4 text-lg font-bold">
            <span>Gesamt</span>
            <span className="tabular-nums" data-testid="checkout-total">
              {formatEuro(total)}
            </span>
          </div>
          <p className="text-sm text-slate-600">inkl. MwSt.</p>
        </aside>
      </div>
    </div>
  );
}
