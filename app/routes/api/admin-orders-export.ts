import { requireAdmin } from "~/features/auth/session.server";
import { iterateAdminOrders, parseOrderFilter } from "~/features/orders/admin-orders.server";
import { ordersCsvStream } from "~/features/orders/orders-csv.server";
import type { Route } from "./+types/admin-orders-export";

/** CSV export of the order list with the same filters (?status=&q=) as the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const filter = parseOrderFilter(new URL(request.url).searchParams);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsvStream(iterateAdminOrders(context.db, filter)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bestellungen-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
