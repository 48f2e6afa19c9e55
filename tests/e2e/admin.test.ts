import type { Request as PlaywrightRequest } from "playwright-core";
import { describe, expect, it } from "vitest";
import { E2E_ADMIN, E2E_READER } from "./admin-fixtures";
import { signInContext, toast, uniqueClientAddress } from "./admin-support";
import { baseUrl, newContext, openPage, waitForHydration } from "./support";

describe("admin sign-in (/auth) and access guard", () => {
  it("validates before sending, reports wrong credentials, then signs in with Enter and lands on the dashboard", async () => {
    const page = await openPage("/admin");
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientAddress() });
    // Spec §6: no session → /auth.
    expect(new URL(page.url()).pathname).toBe("/auth");
    await expect(page.getByRole("heading", { name: "Admin-Anmeldung" }).isVisible()).resolves.toBe(true);
    await page.getByText("Melden Sie sich mit Ihrem Admin-Konto an").waitFor();
    expect(await page.getByLabel("E-Mail").getAttribute("placeholder")).toMatch(/@/);

    const signInRequests: PlaywrightRequest[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/auth")) signInRequests.push(request);
    });

    // Spec §5: the first failing rule as a toast 'Validierungsfehler', and no request.
    await page.getByLabel("E-Mail").fill("keine-adresse");
    await page.getByLabel("Passwort").fill("123");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await toast(page, "Validierungsfehler").filter({ hasText: "Ungültige E-Mail-Adresse" }).waitFor();

    await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
    await page.getByLabel("Passwort").press("Enter");
    await toast(page, "Validierungsfehler").filter({ hasText: "Passwort muss mindestens 6 Zeichen haben" }).waitFor();
    expect(signInRequests).toHaveLength(0);

    // Wrong password: one request, spec §8 messages.
    await page.getByLabel("Passwort").fill("falsches-passwort");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await toast(page, "Anmeldung fehlgeschlagen").filter({ hasText: "E-Mail oder Passwort ist falsch." }).waitFor();
    expect(signInRequests).toHaveLength(1);

    // While the request runs the button says 'Anmelden...' and is disabled.
    await page.route("**/auth.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByLabel("Passwort").fill(E2E_ADMIN.password);
    await page.getByLabel("Passwort").press("Enter");
    const busy = page.getByRole("button", { name: "Anmelden..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    await toast(page, "Erfolgreich angemeldet!").waitFor();
    await page.waitForURL(`${baseUrl()}/admin`);
    await page.getByRole("heading", { name: "Admin-Dashboard" }).waitFor();
    for (const figure of ["Offene Bestellungen", "Zahlung ausstehend", "Umsatz diesen Monat", "Produkte"]) {
      await page.getByText(figure, { exact: true }).waitFor();
    }
    await page.getByRole("heading", { name: "Bestellungen und Umsatz der letzten 30 Tage" }).waitFor();
    for (const to of ["/admin/orders", "/admin/import-missing-ebikes", "/admin/generate-skus", "/admin/regular-bikes-import-4"]) {
      expect(await page.locator(`main a[href="${to}"]`).count()).toBe(1);
    }
    await page.getByRole("link", { name: /Reguläre Fahrräder Import - Teil 4 \(13 Kategorien\) - FINALE/ }).waitFor();
    await page.getByRole("link", { name: "Zurück zum Shop" }).waitFor();

    // Signed in: /auth sends to /admin; the shop header shows 'Admin' and 'Abmelden'.
    await page.goto("/auth");
    expect(new URL(page.url()).pathname).toBe("/admin");
    await page.goto("/");
    await waitForHydration(page);
    const header = page.locator("header").first();
    await header.getByRole("link", { name: "Admin" }).waitFor();
    await header.getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await header.getByRole("link", { name: "Admin" }).waitFor({ state: "detached" });
    await page.goto("/admin");
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("shows a signed-in user without the admin role 'Zugriff verweigert' (HTTP 403) and no 'Admin' button", async () => {
    const context = await newContext();
    await signInContext(context, E2E_READER);
    const page = await context.newPage();
    const response = await page.goto("/admin/orders");
    expect(response?.status()).toBe(403);
    await page.getByRole("heading", { name: "Zugriff verweigert" }).waitFor();
    await page.getByText("Sie haben keine Admin-Berechtigung.").waitFor();
    await page.goto("/");
    const header = page.locator("header").first();
    await header.getByRole("button", { name: "Abmelden" }).waitFor();
    expect(await header.getByRole("link", { name: "Admin" }).count()).toBe(0);
  });

  it("notices a sign-out in another tab without a reload", async () => {
    const context = await newContext();
    await signInContext(context, E2E_ADMIN);
    const adminTab = await context.newPage();
    await adminTab.goto("/admin/security");
    await waitForHydration(adminTab);
    await adminTab.getByRole("heading", { name: "Angemeldete Geräte" }).waitFor();

    const shopTab = await context.newPage();
    await shopTab.goto("/");
    await waitForHydration(shopTab);
    await shopTab.locator("header").first().getByRole("button", { name: "Abmelden" }).click();
    await shopTab.waitForURL(`${baseUrl()}/`);

    // The admin tab hears of it (same browser) and the server guard sends it to /auth.
    await adminTab.waitForURL(`${baseUrl()}/auth`, { timeout: 10_000 });
    await adminTab.getByRole("heading", { name: "Admin-Anmeldung" }).waitFor();
  });
});
