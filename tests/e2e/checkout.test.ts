import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { products, productVariants } from "../../app/db/schema";
import { DEMO_BANK } from "../../app/utils/env.server";
import { seriousAxeViolations } from "./storefront-support";
import { newContext, waitForHydration } from "./support";

/** A real (minimal) SMTP server: accepts every mail and keeps its raw text. */
function startSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let inData = false;
    let message = "";
    socket.write("220 checkout-test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let index = buffer.indexOf("\r\n"); index >= 0; index = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(message);
            message = "";
            socket.write("250 OK queued\r\n");
          } else message += `${line.startsWith("..") ? line.slice(1) : line}\r\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO") socket.write("250-checkout-test\r\n250 8BITMIME\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        port: typeof address === "object" && address ? address.port : 0,
        messages,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** Decodes the QR code shown by an <img> from a screenshot of it. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const png = PNG.sync.read(await page.locator(selector).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe("checkout in the browser", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: ChildProcess;
  let dataDir: string;
  let url: string;
  let productId: string;
  let output = "";

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "radwerk-e2e-checkout-"));
    // A product with two sizes, written before the server opens the embedded database.
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      await migrateDatabase(handle);
      const [product] = await handle.db
        .insert(products)
        .values({
          handle: "checkout-testrad",
          name: "Checkout Testrad",
          brand: "Cube",
          price: "1299.00",
          stock: 5,
          options: [{ name: "Rahmenhöhe", values: ["S", "M"] }],
        })
        .returning();
      productId = product!.id;
      await handle.db.insert(productVariants).values([
        { productId, price: "1299.00", stock: 3, optionsKey: "S", selectedOptions: [{ name: "Rahmenhöhe", value: "S" }], position: 0 },
        { productId, price: "1349.50", stock: 2, optionsKey: "M", selectedOptions: [{ name: "Rahmenhöhe", value: "M" }], position: 1 },
      ]);
    } finally {
      await handle.close();
    }
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    app = spawn(process.execPath, ["server.js"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        PUBLIC_URL: url,
        LOG_LEVEL: "warn",
        SEED_DEMO_DATA: "false",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    app.stdout?.on("data", (chunk) => (output += chunk));
    app.stderr?.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (app.exitCode !== null) throw new Error(`App-Server beendet:\n${output}`);
      if (await fetch(`${url}/checkout`).then((response) => response.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`App-Server antwortet nicht:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 150_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      app.kill("SIGTERM");
      await new Promise((resolve) => app.once("exit", resolve));
    }
    await smtp?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("adds two variants, checks out with validation, shows bank details with a scannable GiroCode and mails the confirmation", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${url}/product/${productId}`);
    await waitForHydration(page);

    const addButton = page.getByRole("button", { name: "In den Warenkorb" });
    await addButton.click();
    await page.getByText("Zum Warenkorb hinzugefügt").first().waitFor();
    await page.getByText("M", { exact: true }).click();
    await addButton.click();
    await page.getByRole("button", { name: "Warenkorb, 2 Artikel" }).waitFor();

    // The badge survives a reload without a hydration error.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Warenkorb, 2 Artikel" }).click();

    const drawer = page.getByRole("dialog", { name: "Warenkorb" });
    await drawer.getByText("2 Artikel im Warenkorb").waitFor();
    // Keyboard: Escape closes the drawer and focus returns to the cart button.
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Warenkorb, 2 Artikel");
    await page.keyboard.press("Enter");
    await drawer.getByText("2 Artikel im Warenkorb").waitFor();
    // Never more than the stock: size M has 2 left.
    const sizeM = drawer.getByRole("group", { name: "Menge von Checkout Testrad" }).nth(1);
    await sizeM.getByRole("button", { name: "Menge erhöhen" }).click();
    await expect(sizeM.getByRole("button", { name: "Menge erhöhen" }).isDisabled()).resolves.toBe(true);
    await sizeM.getByRole("button", { name: "Menge verringern" }).click();
    await drawer.getByText("2 Artikel im Warenkorb").waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await expect(drawer.getByText("1.299,00 €").count()).resolves.toBe(1);
    await drawer.getByText("1.349,50 €").waitFor();
    await drawer.getByRole("link", { name: "Zur Kasse" }).click();

    await page.getByRole("heading", { name: "Kasse" }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.getByLabel("Name").fill("Erika Mustermann");
    // Valid for the browser, not for the server: the server's message appears next to the field.
    await page.getByLabel("E-Mail").fill("erika@example");
    await page.getByLabel("Straße & Hausnummer").fill("Hauptstraße 5");
    await page.getByLabel("PLZ").fill("10115");
    await page.getByLabel("Stadt").fill("Berlin");
    await expect(page.getByLabel("Land").inputValue()).resolves.toBe("Deutschland");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await page.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein").waitFor();
    await expect(page.getByLabel("E-Mail").getAttribute("aria-invalid")).resolves.toBe("true");

    await page.getByLabel("E-Mail").fill("erika@example.com");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

    await page.waitForURL(/\/order-success\?orderNumber=RW-\d+/);
    await page.getByText("Bestellung erfolgreich!").waitFor();
    const orderNumber = (await page.getByTestId("order-number").textContent())!.trim();
    expect(page.url()).toContain(`orderNumber=${orderNumber}`);
    await expect(page.getByTestId("iban").textContent()).resolves.toBe("DE02 1203 0000 0000 2020 51");
    await expect(page.getByTestId("amount").textContent()).resolves.toMatch(/^2\.648,50\s€$/);

    // Checked once the toast (shared sonner Toaster, mid-animation) has closed.
    await page.getByText("Bestellung erfolgreich!").waitFor({ state: "hidden", timeout: 15_000 });
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    const payload = await decodeQr(page, "[data-testid='girocode']");
    expect(payload?.split("\n")).toEqual(["BCD", "002", "1", "SCT", DEMO_BANK.BANK_BIC, DEMO_BANK.BANK_ACCOUNT_HOLDER, DEMO_BANK.BANK_IBAN, "EUR2648.50", "", "", orderNumber]);
    await expect(page.getByRole("button", { name: "Warenkorb, 0 Artikel" }).count()).resolves.toBe(1);
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);

    // The confirmation mail arrives at the SMTP server.
    const deadline = Date.now() + 20_000;
    while (!smtp.messages.some((message) => message.includes(orderNumber)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mail = smtp.messages.find((message) => message.includes(orderNumber));
    expect(mail).toBeDefined();
    expect(mail).toContain("erika@example.com");
    // Quoted-printable may wrap lines; compare the decoded text.
    const decoded = mail!.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(Buffer.from(decoded, "latin1").toString("utf8")).toMatch(/Gesamt \(inkl\. MwSt\.\): 2\.648,50\s€/);
    expect(mail).toContain("Content-Type: image/png");

    // A second visit to the success page by someone else shows no amounts.
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`${url}/order-success?orderNumber=${orderNumber}`);
    await stranger.getByText("Die Bankverbindung und den Betrag finden Sie in Ihrer Bestellbestätigung per E-Mail.").waitFor();
    await expect(stranger.getByTestId("amount").count()).resolves.toBe(0);
  });

  it("shows 'Warenkorb leer' for an empty cart and redirects the success page without order number", async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${url}/checkout`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Warenkorb leer" }).waitFor();
    await page.goto(`${url}/order-success`);
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
