import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, inject } from "vitest";

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await browser?.close();
  browser = undefined;
});

export function baseUrl(): string {
  return inject("e2eBaseUrl");
}

/** A fresh browser context (own cookies and storage) with German locale. */
export async function newContext(options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  browser ??= await chromium.connect(inject("e2eBrowserEndpoint"));
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: "de-DE",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  contexts.push(context);
  return context;
}

/** Opens a path in a fresh context and waits until the page is hydrated (when JS is on). */
export async function openPage(path: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await newContext(options);
  const page = await context.newPage();
  await page.goto(path);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return page;
}

/** The root component marks <html data-hydrated> once React has hydrated the page. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}
