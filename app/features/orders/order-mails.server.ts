import { escapeHtml } from "../mail/html";
import type { OutgoingMail } from "../mail/outbox.server";
import { formatEuro } from "../../utils/money";

export interface ShopMailContext {
  shopName: string;
  publicUrl: string;
}

export interface MailOrder {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  totalCents: number;
  items: Array<{ productName: string; quantity: number; priceCents: number }>;
}

function itemLines(order: MailOrder) {
  const text = order.items.map((item) => `${item.quantity} × ${item.productName} – ${formatEuro(item.priceCents * item.quantity)}`);
  const html = order.items
    .map(
      (item) =>
        `<tr><td>${item.quantity} ×</td><td>${escapeHtml(item.productName)}</td><td style="text-align:right">${formatEuro(item.priceCents * item.quantity)}</td></tr>`,
    )
    .join("");
  return { text: text.join("\n"), html: `<table cellpadding="4">${html}<tr><td></td><td><strong>Gesamt</strong></td><td style="text-align:right"><strong>${formatEuro(order.totalCents)}</strong></td></tr></table>` };
}

function layout(shop: ShopMailContext, heading: string, paragraphs: string[], order: MailOrder) {
  const lines = itemLines(order);
  const html = `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<p>Hallo ${escapeHtml(order.customerName)},</p>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("\n")}
<h2 style="font-size:16px">Bestellung ${escapeHtml(order.orderNumber)}</h2>
${lines.html}
<p>Viele Grüße<br>Ihr ${escapeHtml(shop.shopName)}-Team<br><a href="${escapeHtml(shop.publicUrl)}">${escapeHtml(shop.publicUrl)}</a></p>
</body></html>`;
  const text = [
    heading,
    "",
    `Hallo ${order.customerName},`,
    "",
    ...paragraphs.map((paragraph) => paragraph.replace(/<[^>]+>/g, "")),
    "",
    `Bestellung ${order.orderNumber}`,
    lines.text,
    `Gesamt: ${formatEuro(order.totalCents)}`,
    "",
    "Viele Grüße",
    `Ihr ${shop.shopName}-Team`,
    shop.publicUrl,
  ].join("\n");
  return { html, text };
}

/** Sent when an admin sets 'Bezahlt': the bank transfer has arrived. */
export function paymentReceivedMail(order: MailOrder, shop: ShopMailContext): OutgoingMail {
  const heading = "Zahlung erhalten";
  const body = layout(
    shop,
    heading,
    [
      `vielen Dank – Ihre Überweisung für die Bestellung <strong>${escapeHtml(order.orderNumber)}</strong> ist bei uns eingegangen.`,
      "Wir packen Ihre Bestellung jetzt und schicken Ihnen eine Versandbestätigung, sobald sie unterwegs ist.",
    ],
    order,
  );
  return { to: order.customerEmail, subject: `${heading} – Bestellung ${order.orderNumber} | ${shop.shopName}`, ...body };
}

/** Sent when an admin sets 'Versendet', with the tracking number when one was given. */
export function orderShippedMail(order: MailOrder, trackingNumber: string | null, shop: ShopMailContext): OutgoingMail {
  const heading = "Ihre Bestellung ist unterwegs";
  const body = layout(
    shop,
    heading,
    [
      `Ihre Bestellung <strong>${escapeHtml(order.orderNumber)}</strong> hat unser Lager verlassen.`,
      trackingNumber
        ? `Ihre Sendungsnummer: <strong>${escapeHtml(trackingNumber)}</strong>`
        : "Die Zustellung erfolgt in der Regel innerhalb von 2–3 Werktagen.",
    ],
    order,
  );
  return { to: order.customerEmail, subject: `Versandbestätigung – Bestellung ${order.orderNumber} | ${shop.shopName}`, ...body };
}
