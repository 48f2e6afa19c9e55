import { formatIban } from "../payments/epc-qr";
import { renderGiroCodePng } from "../payments/girocode.server";
import { escapeHtml } from "../mail/html";
import type { OutgoingMail } from "../mail/outbox.server";
import { formatEuro, type Cents } from "../../utils/money";
import type { Env } from "../../utils/env.server";
import type { ShippingInput } from "../checkout/checkout-schema";

export type BankDetails = Pick<Env, "BANK_ACCOUNT_HOLDER" | "BANK_IBAN" | "BANK_BIC" | "BANK_NAME">;
export type ConfirmationMailContext = BankDetails & Pick<Env, "SHOP_NAME" | "PUBLIC_URL">;

export interface ConfirmationOrder {
  orderNumber: string;
  createdAt: Date;
  shipping: ShippingInput;
  totalCents: Cents;
  items: Array<{ productName: string; quantity: number; priceCents: Cents }>;
}

/** German standard VAT rate; all shop prices include it (§1 PAngV: Gesamtpreise inkl. MwSt.). */
export const VAT_RATE_PERCENT = 19;

/** The VAT contained in a gross amount, rounded to the cent. */
export function includedVatCents(grossCents: Cents): Cents {
  return Math.round((grossCents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

const GIROCODE_CID = "girocode@radwerk";

/**
 * The order confirmation (spec §2 Order success, step 1): items with options, prices, total
 * with the VAT it contains, shipping address, bank details with the GiroCode as an inline
 * image, delivery note, AGB and Widerrufsbelehrung.
 */
export async function orderConfirmationMail(order: ConfirmationOrder, shop: ConfirmationMailContext): Promise<OutgoingMail> {
  const vat = includedVatCents(order.totalCents);
  const iban = formatIban(shop.BANK_IBAN);
  const qr = await renderGiroCodePng({
    bic: shop.BANK_BIC,
    name: shop.BANK_ACCOUNT_HOLDER,
    iban: shop.BANK_IBAN,
    amountCents: order.totalCents,
    remittanceText: order.orderNumber,
  });
  const s = order.shipping;
  const address = [s.name, s.address, `${s.zip} ${s.city}`, s.country];
  const bank: Array<[string, string]> = [
    ["Kontoinhaber", shop.BANK_ACCOUNT_HOLDER],
    ["IBAN", iban],
    ["BIC", shop.BANK_BIC],
    ["Bank", shop.BANK_NAME],
    ["Betrag", formatEuro(order.totalCents)],
    ["Verwendungszweck", order.orderNumber],
  ];
  const delivery = "Nach Zahlungseingang versenden wir Ihre Bestellung; die Lieferung dauert in der Regel 2–3 Werktage. Sie erhalten dann eine Versandbestätigung mit Sendungsnummer.";
  const legal =
    "Es gelten unsere Allgemeinen Geschäftsbedingungen (AGB). Widerrufsbelehrung: Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist beginnt mit dem Tag, an dem Sie die Ware erhalten haben. AGB und Widerrufsbelehrung finden Sie auch auf unserer Website.";
  const e = escapeHtml;
  const itemRows = order.items
    .map(
      (item) =>
        `<tr><td>${item.quantity} ×</td><td>${e(item.productName)}</td><td style="text-align:right">${formatEuro(item.priceCents)}</td><td style="text-align:right">${formatEuro(item.priceCents * item.quantity)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">Vielen Dank für Ihre Bestellung!</h1>
<p>Hallo ${e(s.name)},</p>
<p>wir haben Ihre Bestellung <strong>${e(order.orderNumber)}</strong> erhalten. Bitte überweisen Sie den Betrag per Vorkasse auf unser Konto und geben Sie als Verwendungszweck die Bestellnummer an.</p>
<table cellpadding="4" style="border-collapse:collapse">
<tr><th align="left">Menge</th><th align="left">Artikel</th><th align="right">Einzelpreis</th><th align="right">Summe</th></tr>
${itemRows}
<tr><td></td><td><strong>Gesamt (inkl. MwSt.)</strong></td><td></td><td style="text-align:right"><strong>${formatEuro(order.totalCents)}</strong></td></tr>
<tr><td></td><td>Enthaltene MwSt. (${VAT_RATE_PERCENT} %)</td><td></td><td style="text-align:right">${formatEuro(vat)}</td></tr>
</table>
<h2 style="font-size:16px">Bankverbindung</h2>
<table cellpadding="2">${bank.map(([label, value]) => `<tr><td>${e(label)}:</td><td><strong>${e(value)}</strong></td></tr>`).join("")}</table>
<p>Mit Ihrer Banking-App scannen (GiroCode):<br><img src="cid:${GIROCODE_CID}" alt="GiroCode für die Überweisung" width="200" height="200"></p>
<h2 style="font-size:16px">Lieferadresse</h2>
<p>${address.map(e).join("<br>")}</p>
<p>${e(delivery)}</p>
<p style="font-size:12px;color:#475569">${e(legal)}</p>
<p>Viele Grüße<br>Ihr ${e(shop.SHOP_NAME)}-Team<br><a href="${e(shop.PUBLIC_URL)}">${e(shop.PUBLIC_URL)}</a></p>
</body></html>`;
  const text = [
    "Vielen Dank für Ihre Bestellung!",
    "",
    `Hallo ${s.name},`,
    "",
    `wir haben Ihre Bestellung ${order.orderNumber} erhalten. Bitte überweisen Sie den Betrag per Vorkasse auf unser Konto und geben Sie als Verwendungszweck die Bestellnummer an.`,
    "",
    ...order.items.map((item) => `${item.quantity} × ${item.productName} à ${formatEuro(item.priceCents)} = ${formatEuro(item.priceCents * item.quantity)}`),
    `Gesamt (inkl. MwSt.): ${formatEuro(order.totalCents)}`,
    `Enthaltene MwSt. (${VAT_RATE_PERCENT} %): ${formatEuro(vat)}`,
    "",
    "Bankverbindung",
    ...bank.map(([label, value]) => `${label}: ${value}`),
    "",
    "Lieferadresse",
    ...address,
    "",
    delivery,
    "",
    legal,
    "",
    "Viele Grüße",
    `Ihr ${shop.SHOP_NAME}-Team`,
    shop.PUBLIC_URL,
  ].join("\n");
  return {
    to: s.email,
    subject: `Bestellbestätigung – Bestellung ${order.orderNumber} | ${shop.SHOP_NAME}`,
    html,
    text,
    attachments: [{ filename: "girocode.png", contentType: "image/png", contentBase64: qr.toString("base64"), cid: GIROCODE_CID }],
  };
}
