import { ArrowLeft, History } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { focusRing } from "~/components/ui/focus-ring";
import { cardClass } from "~/features/admin/styles";
import { requireAdmin } from "~/features/auth/session.server";
import { getAdminOrder } from "~/features/orders/admin-orders.server";
import { LiveBadge, OrderCard } from "~/features/orders/order-card";
import { formatOrderDate, orderStatusLabel } from "~/features/orders/order-status";
import { runStatusAction } from "~/features/orders/status-action.server";
import { useLiveOrderRevalidation } from "~/features/orders/use-order-events";
import { NotFoundError } from "~/utils/domain-errors";
import type { Route } from "./+types/order-detail";

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Bestellung ${loaderData.order.orderNumber}` : "Bestellung" }];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  if (!UUID.test(params.orderId)) throw data("Bestellung nicht gefunden", { status: 404 });
  try {
    return { order: await getAdminOrder(context.db, params.orderId) };
  } catch (error) {
    if (error instanceof NotFoundError) throw data(error.message, { status: 404 });
    throw error;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const { result, status } = await runStatusAction(await request.formData(), {
    db: context.db,
    changedBy: admin.user.id,
    shop: { shopName: context.env.SHOP_NAME, publicUrl: context.env.PUBLIC_URL },
    logger: context.logger,
  });
  return data(result, { status });
}

export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const live = useLiveOrderRevalidation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/admin/orders" className={`inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline ${focusRing}`}>
          <ArrowLeft aria-hidden className="size-4" />
          Alle Bestellungen
        </Link>
        <span className="ml-auto">
          <LiveBadge status={live} />
        </span>
      </div>
      <OrderCard order={order} detailLink={false} />
      <section aria-labelledby="verlauf" className={`${cardClass} p-5`}>
        <h2 id="verlauf" className="mb-3 flex items-center gap-2 text-lg font-semibold">
          <History aria-hidden className="size-5 text-brand-600" />
          Statusverlauf
        </h2>
        {order.history.length === 0 ? (
          <p className="text-sm text-slate-600">Noch keine Statusänderung – die Bestellung ist im Status {orderStatusLabel(order.status)} eingegangen.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {order.history.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-l-2 border-brand-500 pl-3 text-sm">
                <span className="font-medium">
                  {entry.fromStatus ? orderStatusLabel(entry.fromStatus) : "–"} → {orderStatusLabel(entry.toStatus)}
                </span>
                <span className="text-slate-600">
                  von {entry.changedBy ? `${entry.changedBy.name} (${entry.changedBy.email})` : "unbekannt"}
                </span>
                <time dateTime={new Date(entry.changedAt).toISOString()} className="text-slate-500">
                  {formatOrderDate(entry.changedAt)}
                </time>
                {entry.note ? <span className="w-full text-slate-600">{entry.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Bestellung nicht gefunden</h1>
        <Link to="/admin/orders" className="text-brand-700 underline">
          Zurück zu den Bestellungen
        </Link>
      </section>
    );
  }
  return <ErrorPage error={error} />;
}
