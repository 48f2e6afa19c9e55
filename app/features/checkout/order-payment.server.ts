import type { Queryable } from "../../db/client.server";
import type { Env } from "../../utils/env.server";
import { formatEuro } from "../../utils/money";
import { findOrderForPayment } from "../orders/place-order.server";
import { formatIban } from "../payments/epc-qr";
import { renderGiroCodeSvg } from "../payments/girocode.server";

export interface PaymentDetails {
  accountHolder: string;
  iban: string;
  bic: string;
  bank: string;
  amount: string;
  reference: string;
  giroCodeSvg: string;
  demo: boolean;
}

/**
 * The bank box of the order success page, for the browser that placed the order (its
 * order cookie holds the order's idempotency key). Anyone else, and any unknown number,
 * gets null: order numbers are sequential and must not reveal amounts.
 */
export async function paymentDetailsFor(
  db: Queryable,
  env: Pick<Env, "BANK_ACCOUNT_HOLDER" | "BANK_IBAN" | "BANK_BIC" | "BANK_NAME" | "usesDemoBankDetails">,
  orderNumber: string,
  orderKey: string | null,
): Promise<PaymentDetails | null> {
  if (!orderKey || orderNumber.length > 40) return null;
  const order = await findOrderForPayment(db, orderNumber);
  if (!order || order.idempotencyKey !== orderKey) return null;
  return {
    accountHolder: env.BANK_ACCOUNT_HOLDER,
    iban: formatIban(env.BANK_IBAN),
    bic: env.BANK_BIC,
    bank: env.BANK_NAME,
    amount: formatEuro(order.totalCents),
    reference: order.orderNumber,
    giroCodeSvg: await renderGiroCodeSvg({
      bic: env.BANK_BIC,
      name: env.BANK_ACCOUNT_HOLDER,
      iban: env.BANK_IBAN,
      amountCents: order.totalCents,
      remittanceText: order.orderNumber,
    }),
    demo: env.usesDemoBankDetails,
  };
}
