import type { OrderStatus } from "../../db/schema";

// Spec §2 "Admin orders" / §4: the five statuses and their German labels, in workflow order.
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = Object.freeze({
  pending: "Ausstehend",
  paid: "Bezahlt",
  shipped: "Versendet",
  completed: "Abgeschlossen",
  cancelled: "Storniert",
});

export const ORDER_STATUS_OPTIONS = Object.freeze(
  (Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
);

export function isKnownOrderStatus(status: string): status is OrderStatus {
  return Object.hasOwn(ORDER_STATUS_LABELS, status);
}

/** The German label; an unknown status is shown as its raw text (spec §2). */
export function orderStatusLabel(status: string): string {
  return isKnownOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

export const ORDER_TEXTS = {
  title: "Bestellverwaltung",
  statusUpdated: "Status aktualisiert",
  statusUpdateFailed: "Fehler beim Aktualisieren des Status",
  loadFailed: "Fehler beim Laden der Bestellungen",
} as const;

/** Dates in German locale (spec §9), in the shop's time zone. */
export function formatOrderDate(date: Date | string): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(
    new Date(date),
  );
}
