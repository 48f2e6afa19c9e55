import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { E2E_ADMIN, E2E_READER } from "./admin-fixtures";
import { signInCookie } from "./admin-support";
import { baseUrl } from "./support";

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown };
}

interface GuardedRoute {
  id: string;
  path: string;
  /** A URL parameter had no fixture behind it: an admin may get 404 there. */
  placeholder: boolean;
  hasLoader: boolean;
  hasAction: boolean;
  api: boolean;
}

/**
 * Every route of the built app (the server build's route table, so a route added later is
 * covered without touching this test) whose URL is under /admin or /api/admin.
 */
async function guardedRoutes(): Promise<GuardedRoute[]> {
  // The React Router server build (a chunk of build/server/) exports the route table.
  const assets = path.resolve(import.meta.dirname, "../../build/server/assets");
  const chunk = existsSync(assets) ? readdirSync(assets).find((file) => /^server-build-.*\.js$/.test(file)) : undefined;
  if (!chunk) throw new Error("Kein Build – erst `npm run build`");
  const build = (await import(pathToFileURL(path.join(assets, chunk)).href)) as { routes: Record<string, BuildRoute> };
  const routes = build.routes;
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    const prefix = parent ? fullPath(parent) : "";
    return [prefix, own].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  const orderId = inject("e2eAdminFixtures").orderIds[0] ?? "";
  return Object.values(routes)
    .map((route) => ({ route, url: `/${fullPath(route)}`.replace(/\/+$/, "") || "/" }))
    .filter(({ url }) => url === "/admin" || url.startsWith("/admin/") || url.startsWith("/api/admin/"))
    // A layout without its own URL is covered through its children.
    .filter(({ route }) => route.index || route.path)
    .map(({ route, url }) => ({
      id: route.id,
      // Known parameters get a real record; others a well-formed id that exists nowhere.
      path: url.replace(":orderId", orderId).replace(/:[A-Za-z]+\??/g, "00000000-0000-4000-8000-000000000000"),
      placeholder: /:(?!orderId)[A-Za-z]+/.test(url),
      hasLoader: typeof route.module.loader === "function",
      hasAction: typeof route.module.action === "function",
      api: url.startsWith("/api/"),
    }));
}

/** Follows redirects within the app and returns the final path and status. */
async function finalDestination(url: string, init: RequestInit): Promise<{ path: string; status: number }> {
  let current = url;
  let response = await fetch(current, { ...init, redirect: "manual" });
  for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops++) {
    current = new URL(response.headers.get("location") ?? "/", current).toString();
    response = await fetch(current, { headers: init.headers, redirect: "manual" });
  }
  await response.body?.cancel();
  return { path: new URL(current).pathname, status: response.status };
}

/**
 * A resource route may answer GET with 405 (it only takes POST) – without data, so that is
 * fine for everyone; anything else must be what the role calls for.
 */
function allowed(status: number, expected: number[]): boolean {
  return status === 405 || expected.includes(status);
}

/** A POST with an empty form to a route's action, with or without a session. */
function postAction(route: GuardedRoute, cookie: string): Promise<Response> {
  return fetch(`${baseUrl()}${route.path}${route.api ? "" : ".data"}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: "intent=nichts",
  });
}

describe("admin authorization (every admin route, action and API from the route table)", () => {
  let routes: GuardedRoute[];
  let adminCookie: string;
  let readerCookie: string;

  beforeAll(async () => {
    routes = await guardedRoutes();
    adminCookie = await signInCookie(E2E_ADMIN);
    readerCookie = await signInCookie(E2E_READER);
  });

  it("finds the admin routes of spec §2 and the admin APIs in the route table", () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/admin", "/admin/orders", "/admin/generate-skus", "/admin/regular-bikes-import-4"]));
    expect(paths).toEqual(expect.arrayContaining(["/api/admin/orders/events", "/api/admin/orders/export"]));
    expect(routes.filter((route) => route.hasAction).length).toBeGreaterThan(0);
    // 2 + 19 tool pages + our own pages and APIs.
    expect(routes.length).toBeGreaterThanOrEqual(21);
  });

  it("sends anonymous visitors to /auth (APIs: 401), for pages, data requests and actions", async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.hasLoader || !route.api) {
        const target = `${baseUrl()}${route.path}`;
        if (route.api) {
          const response = await fetch(target, { redirect: "manual" });
          await response.body?.cancel();
          if (!allowed(response.status, [401])) failures.push(`GET ${route.path} → ${response.status}`);
        } else {
          const destination = await finalDestination(target, {});
          if (destination.path !== "/auth" || destination.status !== 200) failures.push(`GET ${route.path} → ${destination.path} ${destination.status}`);
          // The client-side data request must not leak data either.
          const data = await fetch(`${target}.data`, { redirect: "manual" });
          const body = await data.text();
          if (!/SingleFetchRedirect/.test(body) || !/"\/(auth|admin)"/.test(body)) failures.push(`GET ${route.path}.data → ${data.status} ${body.slice(0, 80)}`);
        }
      }
      if (route.hasAction) {
        // POST to the .data URL runs the action alone (as the browser's fetch does), so the
        // action's own guard is tested, not the page loaders that run after it.
        const response = await postAction(route, "");
        const body = await response.text();
        if (route.api ? response.status !== 401 : !/"redirect","\/(auth|admin)"/.test(body)) {
          failures.push(`POST ${route.path} → ${response.status} ${body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("shows a signed-in non-admin the 403 page 'Zugriff verweigert' (APIs: 403)", async () => {
    const failures: string[] = [];
    const headers = { cookie: readerCookie };
    for (const route of routes) {
      if (route.hasLoader) {
        const response = await fetch(`${baseUrl()}${route.path}`, { headers, redirect: "manual" });
        const body = await response.text();
        if (!allowed(response.status, [403])) failures.push(`GET ${route.path} → ${response.status}`);
        else if (response.status === 403 && !route.api && !(body.includes("Zugriff verweigert") && body.includes("Sie haben keine Admin-Berechtigung."))) {
          failures.push(`GET ${route.path}: Text fehlt`);
        }
      } else if (!route.api) {
        // Pages without a loader of their own are guarded by the admin layout.
        const response = await fetch(`${baseUrl()}${route.path}`, { headers, redirect: "manual" });
        await response.body?.cancel();
        if (response.status !== 403) failures.push(`GET ${route.path} → ${response.status}`);
      }
      if (route.hasAction) {
        const response = await postAction(route, readerCookie);
        await response.body?.cancel();
        if (response.status !== 403) failures.push(`POST ${route.path} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("lets an admin in (200), and admin actions pass the guard", async () => {
    const failures: string[] = [];
    const headers = { cookie: adminCookie };
    for (const route of routes) {
      if (route.hasLoader || !route.api) {
        const response = await fetch(`${baseUrl()}${route.path}`, { headers, redirect: "manual" });
        // The event stream never ends by itself: the status line is enough.
        await response.body?.cancel();
        if (!allowed(response.status, route.placeholder ? [200, 404] : [200])) failures.push(`GET ${route.path} → ${response.status}`);
      }
      if (route.hasAction) {
        const response = await postAction(route, adminCookie);
        const body = await response.text();
        // An empty form is refused by validation (400), not by the guard.
        if ([401, 403].includes(response.status) || /"redirect","\/auth"/.test(body)) failures.push(`POST ${route.path} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
