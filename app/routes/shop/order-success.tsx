import { CheckCircle2 } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { readOrderCookie } from "~/features/checkout/checkout-action.server";
import { paymentDetailsFor } from "~/features/checkout/order-payment.server";
import type { Route } from "./+types/order-success";

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNumber = new URL(request.url).searchParams.get("orderNumber")?.trim();
  if (!orderNumber) throw redirect("/");
  const payment = await paymentDetailsFor(context.db, context.env, orderNumber, readOrderCookie(request.headers.get("Cookie")));
  return data({ orderNumber, payment }, { headers: { "Cache-Control": "private, no-store" } });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as { shopName?: string } | undefined;
  return [{ title: `Vielen Dank für Ihre Bestellung! | ${root?.shopName ?? "Radwerk"}` }, { name: "robots", content: "noindex" }];
}

// Spec §2 Order success: the four steps after ordering with Vorkasse.
const STEPS = [
  "Sie erhalten in Kürze eine Bestellbestätigung per E-Mail mit unserer Bankverbindung.",
  "Bitte überweisen Sie den Gesamtbetrag und geben Sie die Bestellnummer als Verwendungszweck an.",
  "Nach Zahlungseingang versenden wir Ihre Bestellung.",
  "Sie erhalten eine Versandbestätigung mit Sendungsnummer.",
];

export default function OrderSuccess({ loaderData }: Route.ComponentProps) {
  const { orderNumber, payment } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="text-center">
        <CheckCircle2 aria-hidden className="mx-auto size-16 text-brand-600" />
        <h1 className="mt-4 text-3xl font-bold">Vielen Dank für Ihre Bestellung!</h1>
        <p className="mt-2 text-slate-700">
          Ihre Bestellnummer: <strong data-testid="order-number">{orderNumber}</strong>
        </p>
      </div>

      <section className="mt-10 rounded-2xl border border-slate-200 p-6" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="mb-4 text-xl font-bold">
          So geht es weiter
        </h2>
        <ol className="space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </section>

      {payment ? (
        <section className="mt-8 rounded-2xl border-2 border-brand-500 bg-brand-50 p-6" aria-labelledby="bank-heading">
          <h2 id="bank-heading" className="mb-4 text-xl font-bold">
            Bankverbindung für Ihre Überweisung
          </h2>
          {payment.demo ? (
            <p role="note" className="mb-4 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900">
              Demo-Bankverbindung – bitte nicht überweisen.
            </p>
          ) : null}
          <div className="grid gap-6 sm:grid-cols-[1fr_auto]">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="text-slate-600">Kontoinhaber</dt>
              <dd className="font-semibold">{payment.accountHolder}</dd>
              <dt className="text-slate-600">IBAN</dt>
              <dd className="font-mono font-semibold" data-testid="iban">
                {payment.iban}
              </dd>
              <dt className="text-slate-600">BIC</dt>
              <dd className="font-mono font-semibold">{payment.bic}</dd>
              <dt className="text-slate-600">Bank</dt>
              <dd className="font-semibold">{payment.bank}</dd>
              <dt className="text-slate-600">Betrag</dt>
              <dd className="font-semibold" data-testid="amount">
                {payment.amount}
              </dd>
              <dt className="text-slate-600">Verwendungszweck</dt>
              <dd className="font-mono font-semibold">{payment.reference}</dd>
            </dl>
            <figure className="text-center">
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.giroCodeSvg)}`}
                alt="GiroCode: mit der Banking-App scannen, um die Überweisung auszufüllen"
                width={180}
                height={180}
                className="mx-auto rounded bg-white"
                data-testid="girocode"
              />
              <figcaption className="mt-1 text-xs text-slate-600">GiroCode für Ihre Banking-App</figcaption>
            </figure>
          </div>
        </section>
      ) : (
        <p className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
          Die Bankverbindung und den Betrag finden Sie in Ihrer Bestellbestätigung per E-Mail.
        </p>
      )}

      <div className="mt-10 text-center">
        <Link to="/" className={buttonClass.secondary}>
          Weiter einkaufen
        </Link>
      </div>
    </div>
  );
}
