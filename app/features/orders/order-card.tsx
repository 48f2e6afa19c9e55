import { Mail, MapPin, Phone, StickyNote } from "lucide-react";
import { Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { cardClass } from "~/features/admin/styles";
import { formatEuro } from "~/utils/money";
import type { AdminOrder } from "./admin-orders.server";
import { formatOrderDate } from "./order-status";
import { OrderStatusControl } from "./order-status-control";

/** One order of the admin list: customer data, items, total and the status dropdown (spec §2). */
export function OrderCard({ order, detailLink = true }: { order: AdminOrder; detailLink?: boolean }) {
  return (
    <article aria-labelledby={`order-${order.id}`} data-order-number={order.orderNumber} className={`${cardClass} flex flex-col`}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <div className="flex flex-col">
          <h2 id={`order-${order.id}`} className="text-lg font-semibold">
            {detailLink ? (
              <Link to={`/admin/orders/${order.id}`} className={`rounded hover:underline ${focusRing}`}>
                Bestellung {order.orderNumber}
              </Link>
            ) : (
              <>Bestellung {order.orderNumber}</>
            )}
          </h2>
          <p className="text-sm text-slate-500">
            <time dateTime={new Date(order.createdAt).toISOString()}>{formatOrderDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusControl orderId={order.id} orderNumber={order.orderNumber} status={order.status} />
      </header>
      <div className="grid gap-5 px-5 py-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <dl className="flex flex-col gap-2 text-sm">
          <div>
            <dt className="sr-only">Name</dt>
            <dd className="font-semibold">{order.customerName}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Mail aria-label="E-Mail" className="size-4 text-slate-400" />
            </dt>
            <dd>
              <a href={`mailto:${order.customerEmail}`} className="text-brand-700 hover:underline">
                {order.customerEmail}
              </a>
            </dd>
          </div>
          {order.customerPhone ? (
            <div className="flex items-center gap-2">
              <dt>
                <Phone aria-label="Telefon" className="size-4 text-slate-400" />
              </dt>
              <dd>{order.customerPhone}</dd>
            </div>
          ) : null}
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-label="Adresse" className="mt-0.5 size-4 text-slate-400" />
            </dt>
            <dd>
              {order.customerAddress}
              <br />
              {order.customerZip} {order.customerCity}
              <br />
              {order.customerCountry}
            </dd>
          </div>
          {order.notes ? (
            <div className="flex items-start gap-2">
              <dt>
                <StickyNote aria-label="Notizen" className="mt-0.5 size-4 text-slate-400" />
              </dt>
              <dd className="whitespace-pre-line text-slate-700">{order.notes}</dd>
            </div>
          ) : null}
          {order.trackingNumber ? (
            <div className="text-slate-600">
              <dt className="inline">Sendungsnummer: </dt>
              <dd className="inline font-mono">{order.trackingNumber}</dd>
            </div>
          ) : null}
        </dl>
        <table className="w-full text-sm">
          <caption className="sr-only">Artikel der Bestellung {order.orderNumber}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th scope="col" className="py-1.5 font-medium">
                Artikel
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Menge
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Preis
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-slate-100">
                <td className="py-1.5 pr-2">{item.productName}</td>
                <td className="py-1.5 text-right tabular-nums">{item.quantity}</td>
                <td className="py-1.5 text-right tabular-nums">{formatEuro(item.priceCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-2 text-right font-semibold">
                Gesamt
              </th>
              <td className="pt-2 text-right font-semibold tabular-nums">{formatEuro(order.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </article>
  );
}

/** Shows whether live updates are connected. */
export function LiveBadge({ status }: { status: "connecting" | "live" | "reconnecting" }) {
  const styles = {
    live: "bg-brand-50 text-brand-700",
    connecting: "bg-slate-100 text-slate-600",
    reconnecting: "bg-amber-50 text-amber-800",
  } as const;
  const labels = { live: "Live", connecting: "Verbinde…", reconnecting: "Verbindung unterbrochen – verbinde neu…" } as const;
  return (
    <span role="status" data-live-status={status} className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${styles[status]}`}>
      <span aria-hidden className={`size-2 rounded-full ${status === "live" ? "animate-pulse bg-brand-500" : "bg-current"}`} />
      {labels[status]}
    </span>
  );
}
