import { z } from "zod";
import type { Database } from "../../db/client.server";
import { isDomainError } from "../../utils/domain-errors";
import { orderLineSchema, placeOrderInputSchema, type ShippingField } from "./checkout-schema";
import { placeOrder, type PlacedOrder } from "../orders/place-order.server";
import type { ConfirmationMailContext } from "../orders/order-confirmation.server";

export type CheckoutResult =
  | { ok: true; orderNumber: string }
  | { ok: false; formError: string | null; fieldErrors: Partial<Record<ShippingField, string>>; status: number };

const SHIPPING_FIELDS: ShippingField[] = ["name", "email", "phone", "address", "zip", "city", "country", "notes"];

/** The cart lines travel as JSON in a hidden field; anything else in them (prices!) is dropped. */
function parseLines(raw: FormDataEntryValue | null) {
  try {
    return z.array(orderLineSchema).safeParse(JSON.parse(typeof raw === "string" ? raw : "[]"));
  } catch {
    return { success: false as const };
  }
}

/** The checkout form's POST: validates everything again and places the order. */
export async function submitCheckout(
  db: Database,
  form: FormData,
  mail: ConfirmationMailContext,
  log: (error: unknown) => void,
): Promise<CheckoutResult & { placed?: PlacedOrder; idempotencyKey?: string }> {
  const lines = parseLines(form.get("lines"));
  if (!lines.success) return { ok: false, formError: "Der Warenkorb konnte nicht gelesen werden. Bitte laden Sie die Seite neu.", fieldErrors: {}, status: 400 };
  if (lines.data.length === 0) return { ok: false, formError: "Warenkorb ist leer", fieldErrors: {}, status: 400 };
  const parsed = placeOrderInputSchema.safeParse({
    idempotencyKey: form.get("idempotencyKey"),
    lines: lines.data,
    shipping: Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, String(form.get(field) ?? "")])),
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ShippingField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "shipping" ? (issue.path[1] as ShippingField) : null;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    const formError = Object.keys(fieldErrors).length ? "Bitte prüfen Sie Ihre Angaben." : "Bestellung konnte nicht erstellt werden";
    return { ok: false, formError, fieldErrors, status: 400 };
  }
  try {
    const placed = await placeOrder(db, parsed.data, mail);
    return { ok: true, orderNumber: placed.orderNumber, placed, idempotencyKey: parsed.data.idempotencyKey };
  } catch (error) {
    if (isDomainError(error)) return { ok: false, formError: error.message, fieldErrors: {}, status: error.status };
    log(error);
    return { ok: false, formError: "Bestellung konnte nicht erstellt werden", fieldErrors: {}, status: 500 };
  }
}

/** Lets the order success page show the bank details only to the browser that placed the order. */
export const ORDER_COOKIE = "radwerk_order";

export function orderCookieHeader(idempotencyKey: string, secure: boolean): string {
  return `${ORDER_COOKIE}=${encodeURIComponent(idempotencyKey)}; Path=/; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readOrderCookie(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? "").split(/;\s*/)) {
    const [name, ...rest] = part.split("=");
    if (name === ORDER_COOKIE) return decodeURIComponent(rest.join("="));
  }
  return null;
}
