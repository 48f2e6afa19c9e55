import { ChevronLeft, ChevronRight, Download, LogOut, Search } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "~/features/admin/styles";
import { AUTH_TEXTS } from "~/features/auth/auth-texts";
import { requireAdmin } from "~/features/auth/session.server";
import { listAdminOrders, parseOrderFilter, type OrderPage } from "~/features/orders/admin-orders.server";
import { LiveBadge, OrderCard } from "~/features/orders/order-card";
import { ORDER_STATUS_OPTIONS, ORDER_TEXTS } from "~/features/orders/order-status";
import { runStatusAction } from "~/features/orders/status-action.server";
import { useLiveOrderRevalidation } from "~/features/orders/use-order-events";
import type { Route } from "./+types/orders";

export function meta() {
  return [{ title: ORDER_TEXTS.title }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const filter = parseOrderFilter(new URL(request.url).searchParams);
  try {
    return { page: await listAdminOrders(context.db, filter), filter, loadFailed: false };
  } catch (error) {
    // Spec §8: a failed load shows the toast 'Fehler beim Laden der Bestellungen'.
    context.logger.error({ err: (error as Error).message }, "Bestellungen konnten nicht geladen werden");
    const empty: OrderPage = { orders: [], total: 0, page: 1, pageCount: 1, pageSize: 0 };
    return { page: empty, filter, loadFailed: true };
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

function pageLink(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `?${query}` : ".";
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { page, filter, loadFailed } = loaderData;
  const [searchParams] = useSearchParams();
  const live = useLiveOrderRevalidation();
  const exportQuery = new URLSearchParams();
  if (filter.status) exportQuery.set("status", filter.status);
  if (filter.q) exportQuery.set("q", filter.q);

  useEffect(() => {
    if (loadFailed) toast.error(ORDER_TEXTS.loadFailed);
  }, [loadFailed]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{ORDER_TEXTS.title}</h1>
        <LiveBadge status={live} />
        <div className="ml-auto flex flex-wrap gap-2">
          <a href={`/api/admin/orders/export${exportQuery.size ? `?${exportQuery}` : ""}`} download className={secondaryButtonClass}>
            <Download aria-hidden className="size-4" />
            CSV exportieren
          </a>
          {/* Spec §2: the orders page's sign-out returns to /admin. */}
          <Form method="post" action="/auth/logout">
            <input type="hidden" name="redirectTo" value="/admin" />
            <button type="submit" className={secondaryButtonClass}>
              <LogOut aria-hidden className="size-4" />
              {AUTH_TEXTS.signOut}
            </button>
          </Form>
        </div>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="status-filter" className={labelClass}>
            Status
          </label>
          <select id="status-filter" name="status" defaultValue={filter.status ?? ""} className={`${inputClass} w-48`}>
            <option value="">Alle Status</option>
            {ORDER_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <label htmlFor="order-search" className={labelClass}>
            Suche
          </label>
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            placeholder="Bestellnummer, Name oder E-Mail"
            className={inputClass}
          />
        </div>
        <button type="submit" className={buttonClass}>
          <Search aria-hidden className="size-4" />
          Filtern
        </button>
        {filter.status || filter.q ? (
          <Link to="." className={secondaryButtonClass}>
            Zurücksetzen
          </Link>
        ) : null}
      </Form>

      <p className="text-sm text-slate-600" aria-live="polite">
        {page.total === 1 ? "1 Bestellung" : `${page.total} Bestellungen`}
        {page.pageCount > 1 ? ` · Seite ${page.page} von ${page.pageCount}` : ""}
      </p>

      {page.orders.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          {filter.status || filter.q ? "Keine Bestellungen für diese Filter." : "Noch keine Bestellungen."}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {page.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}

      {page.pageCount > 1 ? (
        <nav aria-label="Seiten" className="flex items-center justify-center gap-3">
          {page.page > 1 ? (
            <Link to={pageLink(searchParams, page.page - 1)} className={secondaryButtonClass}>
              <ChevronLeft aria-hidden className="size-4" />
              Zurück
            </Link>
          ) : null}
          <span className="text-sm text-slate-600">
            Seite {page.page} von {page.pageCount}
          </span>
          {page.page < page.pageCount ? (
            <Link to={pageLink(searchParams, page.page + 1)} className={secondaryButtonClass}>
              Weiter
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
