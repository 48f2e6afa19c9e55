import type { Database } from "../../db/client.server";
import { domainErrorStatus, isDomainError } from "../../utils/domain-errors";
import { changeOrderStatus, statusChangeSchema } from "./admin-orders.server";
import { ORDER_TEXTS } from "./order-status";

export type StatusActionResult =
  | { ok: true; orderId: string; orderNumber: string; changed: boolean }
  | { ok: false; orderId: string | null; title: string; message: string };

/**
 * The status change behind the dropdown of the list and the detail page: validates the
 * form, changes the status and maps domain errors to the toast of spec §8.
 */
export async function runStatusAction(
  form: FormData,
  options: { db: Database; changedBy: string; shop: { shopName: string; publicUrl: string }; logger: { error(obj: object, msg: string): void } },
): Promise<{ result: StatusActionResult; status: number }> {
  const parsed = statusChangeSchema.safeParse(Object.fromEntries(form));
  const orderId = typeof form.get("orderId") === "string" ? String(form.get("orderId")) : null;
  if (!parsed.success) {
    return {
      result: { ok: false, orderId, title: ORDER_TEXTS.statusUpdateFailed, message: parsed.error.issues[0]?.message ?? "Ungültige Eingabe" },
      status: 400,
    };
  }
  try {
    const change = await changeOrderStatus(options.db, { ...parsed.data, changedBy: options.changedBy }, options.shop);
    return { result: { ok: true, orderId: parsed.data.orderId, orderNumber: change.orderNumber, changed: change.changed }, status: 200 };
  } catch (error) {
    if (!isDomainError(error)) options.logger.error({ err: (error as Error).message, orderId }, "Statusänderung fehlgeschlagen");
    return {
      result: {
        ok: false,
        orderId,
        title: ORDER_TEXTS.statusUpdateFailed,
        message: isDomainError(error) ? error.message : "Bitte versuchen Sie es erneut.",
      },
      status: domainErrorStatus(error),
    };
  }
}
