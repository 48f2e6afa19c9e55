import { Outlet, useRouteLoaderData } from "react-router";
import { CartDrawer } from "~/components/cart/cart-drawer";
import { CartProvider } from "~/components/cart/cart-provider";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import type { loader as rootLoader } from "~/root";

export default function ShopLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shopName = root?.shopName ?? "Radwerk";
  return (
    <CartProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#inhalt" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Zum Inhalt springen
        </a>
        <SiteHeader shopName={shopName} isAdmin={root?.isAdmin ?? false} isSignedIn={root?.isSignedIn ?? false} cartButton={<CartDrawer />} />
        <main id="inhalt" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter shopName={shopName} />
      </div>
    </CartProvider>
  );
}
