import { ShoppingCart } from "lucide-react";
import type { ComponentPropsWithRef } from "react";
import { focusRing } from "~/components/ui/focus-ring";

export type CartButtonProps = Omit<ComponentPropsWithRef<"button">, "children"> & {
  /** Number of items in the cart; the badge is hidden at 0. */
  count?: number;
};

/**
 * The header's cart button with its item-count badge. Extra props (onClick, ref, aria-*)
 * reach the <button>, so it also works as `<Dialog.Trigger asChild>` for the cart drawer.
 */
export function CartButton({ count = 0, className = "", type = "button", ...props }: CartButtonProps) {
  return (
    <button
      type={type}
      aria-label={`Warenkorb, ${count} Artikel`}
      className={`relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 ${focusRing} ${className}`}
      {...props}
    >
      <ShoppingCart aria-hidden className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}
