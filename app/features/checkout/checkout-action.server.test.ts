import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server";
import { DEMO_BANK } from "../../utils/env.server";
import { orderCookieHeader, readOrderCookie, submitCheckout } from "./checkout-action.server";

const shop = { ...DEMO_BANK, SHOP_NAME: "Radwerk", PUBLIC_URL: "http://localhost:3000" };
// Validation fails before the database is touched; a database access would throw here.
const noDatabase = new Proxy({}, { get: () => { throw new Error("database must not be used"); } }) as Database;

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  idempotencyKey: "0f8fad5b-d9cb-469f-a165-70867728950e",
  lines: JSON.stringify([{ productId: "11111111-1111-4111-8111-111111111111", quantity: 1 }]),
  name: "Erika Mustermann",
  email: "erika@example.com",
  address: "Hauptstraße 5",
  zip: "10115",
  city: "Berlin",
  country: "Deutschland",
};

describe("checkout form on the server", () => {
  it("refuses an empty cart with 'Warenkorb ist leer'", async () => {
    const result = await submitCheckout(noDatabase, form({ ...valid, lines: "[]" }), shop, () => {});
    expect(result).toMatchObject({ ok: false, formError: "Warenkorb ist leer", status: 400 });
  });

  it("puts German messages next to the fields, including the 5-digit PLZ rule for Germany", async () => {
    const result = await submitCheckout(noDatabase, form({ ...valid, name: "  ", email: "erika@example", zip: "1011" }), shop, () => {});
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        name: "Bitte geben Sie Ihren Namen ein",
        email: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
        zip: "Die PLZ muss aus 5 Ziffern bestehen",
      },
    });
  });

  it("accepts other postcodes outside Germany but still requires them", async () => {
    const austria = await submitCheckout(noDatabase, form({ ...valid, zip: "", country: "Österreich" }), shop, () => {});
    expect(austria).toMatchObject({ ok: false, fieldErrors: { zip: "Bitte geben Sie die PLZ ein" } });
    expect(Object.keys((austria as { fieldErrors: object }).fieldErrors)).toEqual(["zip"]);
  });

  it("rejects lines that are not product ids with quantities", async () => {
    const result = await submitCheckout(noDatabase, form({ ...valid, lines: JSON.stringify([{ productId: "x", quantity: -1 }]) }), shop, () => {});
    expect(result).toMatchObject({ ok: false, status: 400 });
  });

  it("reads back the order cookie it sets", () => {
    const header = orderCookieHeader("abc-123", false);
    expect(header).toContain("HttpOnly");
    expect(readOrderCookie(`other=1; ${header.split(";")[0]}`)).toBe("abc-123");
    expect(readOrderCookie(null)).toBeNull();
  });
});
