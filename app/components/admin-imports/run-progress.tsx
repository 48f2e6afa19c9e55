import { LoaderCircle } from "lucide-react";
import type { ImportRunProgress } from "~/features/imports/run-types";

const number = new Intl.NumberFormat("de-DE");

/** "Schritt 3/13: Retro Bikes · 120 von 298 Produkten · 1.377 Zeilen" */
export function progressText(progress: ImportRunProgress | null): string {
  if (!progress || progress.step === 0) return "Wird gestartet …";
  const parts = [`${progress.steps > 1 ? `Schritt ${progress.step}/${progress.steps}: ` : ""}${progress.label}`];
  parts.push(
    progress.productsTotal
      ? `${number.format(Math.min(progress.productsDone, progress.productsTotal))} von ${number.format(progress.productsTotal)} Produkten`
      : `${number.format(progress.productsDone)} Produkte`,
  );
  if (progress.rowsRead > 0) parts.push(`${number.format(progress.rowsRead)} Zeilen gelesen`);
  return parts.join(" · ");
}

/** Live progress of a running run, streamed from the server (spec issue §2). */
export function RunProgress({ progress }: { progress: ImportRunProgress | null }) {
  const percent = Math.round((progress?.fraction ?? 0) * 100);
  const text = progressText(progress);
  return (
    <section aria-label="Fortschritt" className="flex flex-col gap-2 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm font-medium text-slate-800">
        <span className="inline-flex items-center gap-2">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
          Läuft …
        </span>
        <span className="tabular-nums">{percent} %</span>
      </div>
      <div
        role="progressbar"
        aria-label="Fortschritt des Laufs"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600" data-testid="run-progress-text">
        {text}
      </p>
      <p className="text-xs text-slate-500">Der Lauf geht auf dem Server weiter, auch wenn Sie diese Seite schließen.</p>
    </section>
  );
}
