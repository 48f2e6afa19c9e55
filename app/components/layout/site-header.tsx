import type { ReactNode } from "react";
import { AccountActions } from "./account-actions";
import { CartButton } from "./cart-button";
import { CategoryMenus } from "./category-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";

export interface SiteHeaderProps {
  shopName: string;
  isAdmin?: boolean;
  isSignedIn?: boolean;
  /** The cart trigger; defaults to an empty <CartButton />. The cart feature passes its own. */
  cartButton?: ReactNode;
}

/** Sticky header of every public page (spec §2). */
export function SiteHeader({ shopName, isAdmin = false, isSignedIn = false, cartButton }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-3 px-4 py-3 md:flex-nowrap md:gap-x-6">
        <MobileMenu />
        <Logo shopName={shopName} />
        <CategoryMenus />
        <SearchBox className="order-last w-full md:order-none md:ml-auto md:w-auto md:max-w-sm md:flex-1" />
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <AccountActions isAdmin={isAdmin} isSignedIn={isSignedIn} />
          {cartButton ?? <CartButton />}
        </div>
      </div>
    </header>
  );
}
