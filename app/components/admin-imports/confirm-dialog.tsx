import * as Dialog from "@radix-ui/react-dialog";
import { TriangleAlert } from "lucide-react";
import { dangerButtonClass, secondaryButtonClass } from "~/features/admin/styles";

/**
 * Asks before a destructive run (spec §4: delete-all needs a confirmation dialog). Without
 * JavaScript the form posts a hidden `confirmed` field only via this dialog's button.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm(): void;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
            <TriangleAlert aria-hidden className="size-5 text-red-600" />
            {props.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{props.question}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close className={secondaryButtonClass}>Abbrechen</Dialog.Close>
            <button
              type="button"
              className={`${dangerButtonClass} border-red-600 bg-red-600 text-white hover:bg-red-700`}
              onClick={() => {
                props.onOpenChange(false);
                props.onConfirm();
              }}
            >
              {props.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
