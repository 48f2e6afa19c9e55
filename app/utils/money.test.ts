import { describe, expect, it } from "vitest";
import { centsToDecimal, formatEuro, parseDecimalPrice, toCents } from "./money";

describe("money", () => {
  it("converts database numerics to cents and back without float drift", () => {
    expect(toCents("1299.00")).toBe(129900);
    expect(toCents("0.1")).toBe(10);
    expect(toCents("19.99")).toBe(1999);
    expect(centsToDecimal(1999)).toBe("19.99");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(toCents("4999.95") * 3)).toBe("14999.85");
  });

  it("rejects amounts with more than two decimals", () => {
    expect(() => toCents("1.999")).toThrow(RangeError);
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it("formats euros the German way", () => {
    expect(formatEuro(129900)).toBe("1.299,00\u00a0€");
    expect(formatEuro(1999)).toBe("19,99\u00a0€");
  });

  it.each([
    ["1299", 129900],
    ["1299.00", 129900],
    ["1299,00", 129900],
    ["1.299,00", 129900],
    ["1,299.00", 129900],
    ["1.299", 129900],
    ["€ 2.499,90", 249990],
    ["199,9", 19990],
    ["0", 0],
  ])("parses the CSV price %s", (raw, cents) => {
    expect(parseDecimalPrice(raw)).toBe(cents);
  });

  it.each(["", "abc", "-5", "12,345,6", "1.2.3,4,5"])("refuses the CSV price %j", (raw) => {
    expect(parseDecimalPrice(raw)).toBeNull();
  });
});
