import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../db/schema";
import { formatOrderDate, ORDER_STATUS_OPTIONS, orderStatusLabel } from "./order-status";

describe("order status labels", () => {
  it("has the spec's German label for every status the database knows, in workflow order", () => {
    expect(ORDER_STATUS_OPTIONS.map((option) => option.value)).toEqual([...ORDER_STATUSES]);
    expect(ORDER_STATUS_OPTIONS.map((option) => option.label)).toEqual(["Ausstehend", "Bezahlt", "Versendet", "Abgeschlossen", "Storniert"]);
  });

  it("shows an unknown status as its raw text", () => {
    expect(orderStatusLabel("refunded")).toBe("refunded");
    expect(orderStatusLabel("toString")).toBe("toString");
  });

  it("formats dates in German locale and Berlin time", () => {
    expect(formatOrderDate(new Date("2026-03-01T23:30:00Z"))).toBe("02.03.2026, 00:30");
  });
});
