import * as Dialog from "@radix-ui/react-dialog";
import { Loader2, Truck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { useHydrated } from "~/components/layout/use-hydrated";
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from "~/features/admin/styles";
import { isKnownOrderStatus, ORDER_STATUS_OPTIONS, ORDER_TEXTS, orderStatusLabel } from "./order-status";
import type { StatusActionResult } from "./status-action.server";

const selectClass =
  "h-9 rounded-md border border-slate-300 bg-white pl-2 pr-8 text-sm font-medium text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60";

/**
 * The status dropdown of an order (spec §2): any status can be chosen; 'Versendet' first
 * asks for an optional tracking number. Toasts 'Status aktualisiert' or
 * 'Fehler beim Aktualisieren des Status'. Without JavaScript it is a form with a button.
 */
export function OrderStatusControl({ orderId, orderNumber, status }: { orderId: string; orderNumber: string; status: string }) {
  const fetcher = useFetcher<StatusActionResult>();
  const hydrated = useHydrated();
  const [shipping, setShipping] = useState(false);
  const trackingId = useId();
  const handled = useRef<StatusActionResult | null>(null);
  const busy = fetcher.state !== "idle";
  // While saving, show the chosen status; an unknown current status stays selectable as itself.
  const shown = busy && typeof fetcher.formData?.get("status") === "string" ? String(fetcher.formData.get("status")) : status;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(ORDER_TEXTS.statusUpdated, { description: `Bestellung ${result.orderNumber}` });
    else toast.error(result.title, { description: result.message });
  }, [fetcher.data, fetcher.state]);

  const submit = (next: string, trackingNumber?: string) => {
    void fetcher.submit(
      { intent: "status", orderId, status: next, ...(trackingNumber ? { trackingNumber } : {}) },
      { method: "post" },
    );
  };

  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="orderId" value={orderId} />
      <select
        name="status"
        aria-label={`Status von Bestellung ${orderNumber}`}
        value={shown}
        disabled={busy}
        className={selectClass}
        onChange={(event) => {
          const next = event.target.value;
          if (!hydrated) return;
          if (next === "shipped") setShipping(true);
          else submit(next);
        }}
      >
        {isKnownOrderStatus(status) ? null : <option value={status}>{orderStatusLabel(status)}</option>}
        {ORDER_STATUS_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {busy ? <Loader2 aria-label="Speichert" className="size-4 animate-spin text-slate-500" /> : null}
      {hydrated ? null : (
        <button type="submit" className={secondaryButtonClass}>
          Speichern
        </button>
      )}

      <Dialog.Root open={shipping} onOpenChange={setShipping}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
              <Truck aria-hidden className="size-5 text-brand-600" />
              Bestellung {orderNumber} versenden
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              Die Kundin oder der Kunde erhält eine Versandbestätigung per E-Mail.
            </Dialog.Description>
            <form
              className="mt-4 flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                const value = new FormData(event.currentTarget).get("trackingNumber");
                setShipping(false);
                submit("shipped", typeof value === "string" ? value.trim() : undefined);
              }}
            >
              <div className="flex flex-col gap-1.5">
                <label htmlFor={trackingId} className={labelClass}>
                  Sendungsnummer (optional)
                </label>
                <input id={trackingId} name="trackingNumber" maxLength={100} autoComplete="off" className={inputClass} />
              </div>
              <div className="flex justify-end gap-2">
                <Dialog.Close className={secondaryButtonClass}>Abbrechen</Dialog.Close>
                <button type="submit" className={buttonClass}>
                  Als versendet markieren
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </fetcher.Form>
  );
}
