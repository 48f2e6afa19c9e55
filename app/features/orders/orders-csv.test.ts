import { describe, expect, it } from "vitest";
import type { AdminOrder } from "./admin-orders.server";
import { csvField, ORDER_CSV_HEADER, orderCsvRow, ordersCsvStream } from "./orders-csv.server";

const order: AdminOrder = {
  id: "1",
  orderNumber: "RW-100042",
  status: "paid",
  createdAt: new Date("2026-03-01T09:30:00Z"),
  customerName: 'Max "Mäxchen" Müller',
  customerEmail: "max@example.com",
  customerPhone: null,
  customerAddress: "Weg 1; Hinterhaus",
  customerZip: "01067",
  customerCity: "Dresden",
  customerCountry: "Deutschland",
  notes: "=HYPERLINK(\"http://böse\")",
  trackingNumber: null,
  totalCents: 129_990,
  items: [{ id: "i", productId: null, productName: "Rad", quantity: 2, priceCents: 64_995 }],
};

describe("orders CSV export", () => {
  it("writes one semicolon-separated line per order with German numbers, dates and status labels", () => {
    expect(orderCsvRow(order)).toBe(
      'RW-100042;01.03.2026, 10:30;Bezahlt;"Max ""Mäxchen"" Müller";max@example.com;;"Weg 1; Hinterhaus";01067;Dresden;Deutschland;2 × Rad (649,95 €);1299,90;;"\'=HYPERLINK(""http://böse"")"',
    );
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvField("=1+1")).toBe("\"'=1+1\"");
    expect(csvField("@SUM(A1)")).toBe("\"'@SUM(A1)\"");
    expect(csvField("-5")).toBe("\"'-5\"");
    expect(csvField("Hauptstraße 5")).toBe("Hauptstraße 5");
  });

  it("streams a BOM, the header and the rows", async () => {
    async function* two() {
      yield order;
      yield { ...order, orderNumber: "RW-100043" };
    }
    const text = await new Response(ordersCsvStream(two())).text();
    // Response.text() drops the BOM when decoding; check the bytes for it.
    const bytes = new Uint8Array(await new Response(ordersCsvStream(two())).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(ORDER_CSV_HEADER.join(";"));
    expect(lines.slice(1).map((line) => line.split(";")[0])).toEqual(["RW-100042", "RW-100043"]);
  });
});
