import { ArrowLeft, ArrowRight, Banknote, CircleDollarSign, Clock, PackageX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { getDashboardFigures } from "~/features/admin/dashboard.server";
import { OrdersChart } from "~/features/admin/orders-chart";
import { cardClass } from "~/features/admin/styles";
import { DASHBOARD_TOOL_CARDS } from "~/features/admin/tool-cards";
import { requireAdmin } from "~/features/auth/session.server";
import { useLiveOrderRevalidation } from "~/features/orders/use-order-events";
import { formatEuro } from "~/utils/money";
import type { Route } from "./+types/dashboard";

export function meta() {
  return [{ title: "Admin-Dashboard" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return { figures: await getDashboardFigures(context.db) };
}

function Figure({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <div className={`${cardClass} flex flex-col gap-1 p-5`}>
      <div className="flex items-center justify-between text-sm font-medium text-slate-600">
        {label}
        <span aria-hidden className="text-brand-600">
          {icon}
        </span>
      </div>
      <p className="text-3xl font-bold tabular-nums">{value}</p>
      <p className="text-sm text-slate-500">{hint}</p>
    </div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  // The figures follow new orders and status changes live, like the order list.
  useLiveOrderRevalidation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Admin-Dashboard</h1>
        <Link to="/" className={`inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline ${focusRing}`}>
          <ArrowLeft aria-hidden className="size-4" />
          Zurück zum Shop
        </Link>
      </div>

      <section aria-labelledby="kennzahlen" className="flex flex-col gap-4">
        <h2 id="kennzahlen" className="sr-only">
          Kennzahlen
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            icon={<Clock className="size-5" />}
            label="Offene Bestellungen"
            value={String(figures.pendingOrders)}
            hint={`Status Ausstehend · ${figures.toShip} bezahlt, noch zu versenden`}
          />
          <Figure
            icon={<Banknote className="size-5" />}
            label="Zahlung ausstehend"
            value={formatEuro(figures.awaitingPaymentCents)}
            hint={`${figures.pendingOrders} ${figures.pendingOrders === 1 ? "Bestellung wartet" : "Bestellungen warten"} auf Überweisung`}
          />
          <Figure
            icon={<CircleDollarSign className="size-5" />}
            label="Umsatz diesen Monat"
            value={formatEuro(figures.revenueThisMonthCents)}
            hint={figures.revenueOrdersThisMonth === 1 ? "1 bezahlte Bestellung" : `${figures.revenueOrdersThisMonth} bezahlte Bestellungen`}
          />
          <Figure
            icon={<PackageX className="size-5" />}
            label="Produkte"
            value={String(figures.products)}
            hint={`${figures.soldOutVariants} ausverkaufte Varianten`}
          />
        </div>
        <div className={`${cardClass} p-5`}>
          <h3 className="mb-3 font-semibold">Bestellungen und Umsatz der letzten 30 Tage</h3>
          <OrdersChart days={figures.daily} />
        </div>
      </section>

      <section aria-labelledby="werkzeuge" className="flex flex-col gap-4">
        <h2 id="werkzeuge" className="text-xl font-semibold">
          Verwaltung und Werkzeuge
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {DASHBOARD_TOOL_CARDS.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className={`${cardClass} group flex h-full flex-col gap-2 p-5 transition-colors hover:border-brand-500 ${focusRing}`}
              >
                <span className="flex items-start justify-between gap-2 font-semibold">
                  {card.title}
                  <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600" />
                </span>
                <span className="text-sm text-slate-600">{card.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
