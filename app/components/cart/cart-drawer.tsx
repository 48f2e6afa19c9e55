import * as Dialog from "@radix-ui/react-dialog";
import { ImageOff, Minus, Plus, ShoppingCart, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { CartButton } from "~/components/layout/cart-button";
import { buttonClass } from "~/components/ui/button";
import { focusRing } from "~/components/ui/focus-ring";
import { cartItemCount, cartTotalCents, optionValuesText, useCartStore, type CartLine } from "~/features/cart/cart-store";
import { formatEuro } from "~/utils/money";

const iconButton = `inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

function CartLineRow({ line }: { line: CartLine }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const removeLine = useCartStore((state) => state.removeLine);
  const options = optionValuesText(line.selectedOptions);
  const atMax = line.maxQuantity !== null && line.quantity >= line.maxQuantity;
  return (
    <li className="flex gap-3 py-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
        {line.imageUrl ? (
          <img src={line.imageUrl} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <ImageOff aria-hidden className="size-6 text-slate-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold leading-snug text-slate-900">{line.name}</p>
          <button type="button" aria-label={`${line.name} entfernen`} className={`${iconButton} border-transparent`} onClick={() => removeLine(line.key)}>
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
        {options ? <p className="text-sm text-slate-600">{options}</p> : null}
        <div className="mt-auto flex items-center justify-between">
          <div className="flex items-center gap-2" role="group" aria-label={`Menge von ${line.name}`}>
            <button type="button" aria-label="Menge verringern" className={iconButton} onClick={() => setQuantity(line.key, line.quantity - 1)}>
              <Minus aria-hidden className="size-4" />
            </button>
            <span aria-live="polite" className="min-w-6 text-center tabular-nums">
              {line.quantity}
            </span>
            <button type="button" aria-label="Menge erhöhen" className={iconButton} disabled={atMax} onClick={() => setQuantity(line.key, line.quantity + 1)}>
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
          <span className="font-semibold tabular-nums">{formatEuro(line.priceCents)}</span>
        </div>
      </div>
    </li>
  );
}

/** Spec §2 Cart drawer: the header's cart button opens it (Radix Dialog: focus trap, Escape closes). */
export function CartDrawer() {
  const [open, setOpen] = useState(false);
  const hydrated = useCartStore((state) => state.hydrated);
  const lines = useCartStore((state) => state.lines);
  // Before the browser has read the cart, render what the server rendered: no badge.
  const count = hydrated ? cartItemCount(lines) : 0;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <CartButton count={count} data-hydrated={hydrated ? "true" : "false"} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold">Warenkorb</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {count === 0 ? "Ihr Warenkorb ist leer" : `${count} Artikel im Warenkorb`}
              </Dialog.Description>
            </div>
            <Dialog.Close aria-label="Warenkorb schließen" className={`${iconButton} border-transparent`}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {lines.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-slate-500">
              <ShoppingCart aria-hidden className="size-12" />
            </div>
          ) : (
            <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-5" aria-label="Artikel im Warenkorb">
              {lines.map((line) => (
                <CartLineRow key={line.key} line={line} />
              ))}
            </ul>
          )}
          <div className="border-t border-slate-200 px-5 py-4">
            <div className="mb-3 flex items-center justify-between text-lg font-bold">
              <span>Gesamt</span>
              <span className="tabular-nums">{formatEuro(cartTotalCents(lines))}</span>
            </div>
            <p className="mb-3 text-xs text-slate-500">inkl. MwSt.</p>
            {lines.length === 0 ? (
              <button type="button" disabled className={`${buttonClass.primary} w-full`}>
                Zur Kasse
              </button>
            ) : (
              <Link to="/checkout" onClick={() => setOpen(false)} className={`${buttonClass.primary} w-full`}>
                Zur Kasse
              </Link>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
