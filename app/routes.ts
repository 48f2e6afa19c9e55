import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// The explicit route table of spec §2.
export const ADMIN_TOOL_PATHS = [
  "import",
  "dataset-import",
  "full-import",
  "custom-import",
  "complex-import",
  "ebike-import",
  "categorized-ebike-import",
  "mayhem-import",
  "fix-categories",
  "delete-products",
  "import-missing-ebikes",
  "analyze-missing-ebikes",
  "import-ebikes-categories",
  "generate-skus",
  "consolidated-bike-import",
  "regular-bikes-import-1",
  "regular-bikes-import-2",
  "regular-bikes-import-3",
  "regular-bikes-import-4",
] as const;

export default [
  // Storefront resource routes (before the shop layout and its "*" catch-all).
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("api/search-suggestions", "routes/api/search-suggestions.ts"),
  layout("routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
    // /category/{main}, /category/{main}/{sub}, /category/{main}/{sub}/{subsub}: one screen.
    route("category/:main/:sub?/:subsub?", "routes/shop/category.tsx"),
    route("brand/:brand", "routes/shop/brand.tsx"),
    route("search", "routes/shop/search.tsx"),
    route("product/:handle", "routes/shop/product.tsx"),
    route("checkout", "routes/shop/checkout.tsx"),
    route("order-success", "routes/shop/order-success.tsx"),
    route("auth", "routes/shop/auth.tsx"),
    route("*", "routes/shop/not-found.tsx"),
  ]),
  // Sign-out (header 'Abmelden', admin pages): POST only.
  route("auth/logout", "routes/api/sign-out.ts"),
  // Resource routes. Everything under /api/admin/ is guarded by requireAdmin (401/403).
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/session", "routes/api/session.ts"),
  route("api/admin/orders/events", "routes/api/admin-orders-events.ts"),
  route("api/admin/orders/export", "routes/api/admin-orders-export.ts"),
  route("api/admin/imports/category", "routes/api/admin-imports-category.ts"),
  route("api/admin/imports/runs/:runId", "routes/api/admin-imports-run.ts"),
  route("api/admin/imports/runs/:runId/events", "routes/api/admin-imports-run-events.ts"),
  route("api/admin/imports/runs/:runId/errors.csv", "routes/api/admin-imports-run-errors.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:orderId", "routes/admin/order-detail.tsx"),
      route("security", "routes/admin/security.tsx"),
      ...ADMIN_TOOL_PATHS.map((path) => route(path, `routes/admin/tools/${path}.tsx`, { id: `admin-tool-${path}` })),
    ]),
  ]),
] satisfies RouteConfig;
