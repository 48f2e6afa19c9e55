import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { DEMO_BANK } from "../../utils/env.server";
import { buildEpcPayload, formatIban } from "./epc-qr";
import { renderGiroCodePng } from "./girocode.server";

const transfer = {
  bic: DEMO_BANK.BANK_BIC,
  name: "Radwerk GmbH",
  iban: "DE02 1203 0000 0000 2020 51",
  amountCents: 249_905,
  remittanceText: "RW-100042",
};

describe("EPC QR code (GiroCode)", () => {
  it("builds the EPC069-12 payload: service tag, version 002, UTF-8, SCT, BIC, name, IBAN, amount, remittance text", () => {
    expect(buildEpcPayload(transfer)).toBe(
      ["BCD", "002", "1", "SCT", "BYLADEM1001", "Radwerk GmbH", "DE02120300000000202051", "EUR2499.05", "", "", "RW-100042"].join("\n"),
    );
  });

  it("has no trailing newline and stays within 331 bytes even with the longest name and text", () => {
    const payload = buildEpcPayload({ ...transfer, name: "Ä".repeat(90), remittanceText: "x".repeat(200) });
    expect(payload.endsWith("\n")).toBe(false);
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
    expect(payload.split("\n")[5]).toHaveLength(70);
  });

  it("refuses amounts a banking app would reject", () => {
    expect(() => buildEpcPayload({ ...transfer, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildEpcPayload({ ...transfer, amountCents: 10.5 })).toThrow(RangeError);
  });

  it("renders a QR code that decodes back to the same payload", async () => {
    const png = PNG.sync.read(await renderGiroCodePng(transfer));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(buildEpcPayload(transfer));
  });

  it("groups the IBAN in blocks of four", () => {
    expect(formatIban("DE02120300000000202051")).toBe("DE02 1203 0000 0000 2020 51");
  });
});
