import { describe, expect, it } from "vitest";
import { totpFromUri } from "../support/totp";
import { E2E_TOTP_ADMIN } from "./admin-fixtures";
import { signInContext, toast, uniqueClientAddress } from "./admin-support";
import { baseUrl, newContext, waitForHydration } from "./support";

describe("two-factor sign-in for admins (TOTP)", () => {
  it("is set up on /admin/security with a confirming code, then /auth asks for a code after the password", async () => {
    const context = await newContext();
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": uniqueClientAddress() });
    await signInContext(context, E2E_TOTP_ADMIN);
    const page = await context.newPage();
    await page.goto("/admin/security");
    await waitForHydration(page);

    await page.getByLabel("Passwort").fill(E2E_TOTP_ADMIN.password);
    await page.getByRole("button", { name: "Einrichten" }).click();
    const link = page.getByRole("link", { name: /^otpauth:\/\/totp\// });
    await link.waitFor();
    const uri = (await link.getAttribute("href")) ?? "";
    const backupCodes = await page.getByRole("list", { name: "Backup-Codes" }).locator("li").allInnerTexts();
    expect(backupCodes.length).toBeGreaterThanOrEqual(10);

    await page.getByLabel("Code aus der App").fill(totpFromUri(uri));
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await toast(page, "Zwei-Faktor-Anmeldung ist aktiv.").waitFor();
    await page.getByText(/^Aktiv: Bei der Anmeldung/).waitFor();

    // Sign out, then sign in again: the password alone is no longer enough.
    await page.getByRole("banner").getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByLabel("E-Mail").fill(E2E_TOTP_ADMIN.email);
    await page.getByLabel("Passwort").fill(E2E_TOTP_ADMIN.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("heading", { name: "Bestätigungscode" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth");

    await page.getByLabel("Code").fill("000000" === totpFromUri(uri) ? "111111" : "000000");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await toast(page, "Anmeldung fehlgeschlagen").filter({ hasText: "Der Code ist ungültig." }).waitFor();

    // A backup code works instead of the app's code.
    await page.getByRole("button", { name: "Backup-Code verwenden" }).click();
    await page.getByLabel("Backup-Code").fill(backupCodes[0] ?? "");
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await toast(page, "Erfolgreich angemeldet!").waitFor();
    await page.waitForURL(`${baseUrl()}/admin`);
    await page.getByRole("heading", { name: "Admin-Dashboard" }).waitFor();
  });
});
