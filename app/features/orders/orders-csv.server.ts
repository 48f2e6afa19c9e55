import { centsToDecimal } from "../../utils/money";
import type { AdminOrder } from "./admin-orders.server";
import { formatOrderDate, orderStatusLabel } from "./order-status";

// Semicolon-separated with a BOM and comma decimals: what German Excel opens without a wizard.
const SEPARATOR = ";";

export const ORDER_CSV_HEADER = [
  "Bestellnummer",
  "Datum",
  "Status",
  "Name",
  "E-Mail",
  "Telefon",
  "Adresse",
  "PLZ",
  "Stadt",
  "Land",
  "Artikel",
  "Summe (EUR)",
  "Sendungsnummer",
  "Notizen",
];

/** Quotes a field; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function germanDecimal(cents: number): string {
  return centsToDecimal(cents).replace(".", ",");
}

export function orderCsvRow(order: AdminOrder): string {
  const items = order.items.map((item) => `${item.quantity} × ${item.productName} (${germanDecimal(item.priceCents)} €)`).join(", ");
  return [
    order.orderNumber,
    formatOrderDate(order.createdAt),
    orderStatusLabel(order.status),
    order.customerName,
    order.customerEmail,
    order.customerPhone ?? "",
    order.customerAddress,
    order.customerZip,
    order.customerCity,
    order.customerCountry,
    items,
    germanDecimal(order.totalCents),
    order.trackingNumber ?? "",
    order.notes ?? "",
  ]
    .map(csvField)
    .join(SEPARATOR);
}

/** Streams the CSV file (BOM, header, one line per order) from an async sequence of orders. */
export function ordersCsvStream(source: AsyncIterable<AdminOrder>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = source[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${ORDER_CSV_HEADER.join(SEPARATOR)}\r\n`));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`${orderCsvRow(next.value)}\r\n`));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
