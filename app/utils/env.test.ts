import { describe, expect, it } from "vitest";
import { DEMO_BANK, EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SHOP_NAME).toBe("Radwerk");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.BANK_IBAN).toBe(DEMO_BANK.BANK_IBAN);
    expect(env.usesDemoBankDetails).toBe(true);
    expect(env.shopifyEnabled).toBe(false);
    expect(env.SEED_DEMO_DATA).toBe(true);
  });

  it("treats empty values as unset and normalises IBAN and URL", () => {
    const env = parseEnv({ PORT: "", BANK_IBAN: "de89 3704 0044 0532 0130 00", PUBLIC_URL: "https://radwerk.example/" });
    expect(env.PORT).toBe(3000);
    expect(env.BANK_IBAN).toBe("DE89370400440532013000");
    expect(env.usesDemoBankDetails).toBe(false);
    expect(env.PUBLIC_URL).toBe("https://radwerk.example");
  });

  it("lists every bad value in one German error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "abc", BANK_IBAN: "DE00123", DATABASE_URL: "mysql://x" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join("\n");
    expect(problems).toMatch(/^PORT: muss eine Zahl sein/m);
    expect(problems).toMatch(/^BANK_IBAN: ist keine gültige IBAN/m);
    expect(problems).toMatch(/^DATABASE_URL: muss mit postgres/m);
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "admin@example.de" })).toThrow(/ADMIN_PASSWORD: ADMIN_EMAIL und ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_EMAIL: "admin@example.de", ADMIN_PASSWORD: "kurz" })).toThrow(/mindestens 6 Zeichen/);
  });

  it("refuses half a Shopify configuration", () => {
    expect(() => parseEnv({ SHOPIFY_STORE_DOMAIN: "demo.myshopify.com" })).toThrow(EnvError);
    expect(parseEnv({ SHOPIFY_STORE_DOMAIN: "demo.myshopify.com", SHOPIFY_STOREFRONT_TOKEN: "t" }).shopifyEnabled).toBe(true);
  });
});
