import { describe, expect, it } from "vitest";
import { orderShippedMail, paymentReceivedMail } from "./order-mails.server";

const shop = { shopName: "Radwerk", publicUrl: "https://radwerk.example" };
const order = {
  orderNumber: "RW-100007",
  customerName: "Erika <Mustermann>",
  customerEmail: "erika@example.com",
  totalCents: 15_990,
  items: [
    { productName: "Helm (Farbe: Rot)", quantity: 2, priceCents: 4_995 },
    { productName: "Schloss & Kette", quantity: 1, priceCents: 6_000 },
  ],
};

describe("customer mails on status changes", () => {
  it("'Bezahlt' confirms the payment with the order number, lines and total", () => {
    const mail = paymentReceivedMail(order, shop);
    expect(mail.to).toBe("erika@example.com");
    expect(mail.subject).toBe("Zahlung erhalten – Bestellung RW-100007 | Radwerk");
    // Amounts are formatted by Intl (non-breaking space before €).
    expect(mail.text).toMatch(/^2 × Helm \(Farbe: Rot\) – 99,90\s€$/m);
    expect(mail.text).toMatch(/^Gesamt: 159,90\s€$/m);
    // Customer input is escaped in the HTML part.
    expect(mail.html).toContain("Hallo Erika &#60;Mustermann&#62;,");
    expect(mail.html).toContain("Schloss &#38; Kette");
    expect(mail.html).not.toContain("<Mustermann>");
  });

  it("'Versendet' names the tracking number when there is one", () => {
    expect(orderShippedMail(order, "00340434161094042557", shop).text).toContain("Ihre Sendungsnummer: 00340434161094042557");
    const without = orderShippedMail(order, null, shop);
    expect(without.subject).toBe("Versandbestätigung – Bestellung RW-100007 | Radwerk");
    expect(without.text).not.toContain("Sendungsnummer");
  });
});
