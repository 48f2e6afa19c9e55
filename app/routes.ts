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
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      ...ADMIN_TOOL_PATHS.map((path) => route(path, "routes/admin/tool.tsx", { id: `admin-tool-${path}` })),
    ]),
  ]),
] satisfies RouteConfig;
