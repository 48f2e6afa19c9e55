import { CheckCircle2, Download, XCircle } from "lucide-react";
import { focusRing } from "~/components/ui/focus-ring";
import { cardClass } from "~/features/admin/styles";
import { IMPORT_TEXTS, productVariantCounts } from "~/features/imports/import-texts";
import type {
  CategoryBatchReply,
  FileImportReply,
  FixCategoriesReply,
  ImportRowError,
  MissingEbike,
  RunSnapshot,
} from "~/features/imports/run-types";

const number = new Intl.NumberFormat("de-DE");

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{number.format(value)}</dd>
    </div>
  );
}

export function errorReportHref(runId: string): string {
  return `/api/admin/imports/runs/${runId}/errors.csv`;
}

/** The first row errors and the link to the full report (spec issue §3). */
export function ErrorList({ runId, errors, errorCount }: { runId: string; errors: ImportRowError[]; errorCount: number }) {
  if (errorCount === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-red-700">
          {errorCount === 1 ? "1 fehlerhafte Zeile" : `${number.format(errorCount)} Fehler`}
        </h3>
        <a href={errorReportHref(runId)} download className={`inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline ${focusRing}`}>
          <Download aria-hidden className="size-4" />
          Fehlerbericht als CSV herunterladen
        </a>
      </div>
      <div className="max-h-72 overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-100 text-xs uppercase text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2">Datei</th>
              <th scope="col" className="px-3 py-2">Zeile</th>
              <th scope="col" className="px-3 py-2">Handle</th>
              <th scope="col" className="px-3 py-2">Fehler</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((error, index) => (
              <tr key={index} className="border-t border-slate-100">
                <td className="px-3 py-1.5">{error.file ?? "–"}</td>
                <td className="px-3 py-1.5 tabular-nums">{error.row > 0 ? error.row : "–"}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{error.handle ?? "–"}</td>
                <td className="px-3 py-1.5">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {errorCount > errors.length ? <p className="text-xs text-slate-500">Die Tabelle zeigt die ersten {errors.length}; der Bericht enthält alle.</p> : null}
    </div>
  );
}

const MAIN_CATEGORY_LABELS = { eBike: "E-Bikes", fahrrad: "Fahrräder", teile: "Teile", zubehoer: "Zubehör" } as const;

export function FileImportResult({ run, reply }: { run: RunSnapshot; reply: FileImportReply }) {
  const would = reply.dryRun;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Figure label={would ? "Würden neu angelegt" : "Neu"} value={reply.created} />
        <Figure label={would ? "Würden aktualisiert" : "Aktualisiert"} value={reply.updatedCount} />
        <Figure label="Unverändert" value={reply.unchanged} />
        <Figure label="Übersprungen" value={reply.skipped} />
        <Figure label="Varianten" value={reply.variants} />
      </dl>
      <table className="w-full max-w-md text-left text-sm">
        <caption className="mb-1 text-left font-semibold">Nach Hauptkategorie</caption>
        <thead className="text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="py-1">Bereich</th>
            <th scope="col" className="py-1 text-right">Produkte</th>
            <th scope="col" className="py-1 text-right">Varianten</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(MAIN_CATEGORY_LABELS) as Array<keyof typeof MAIN_CATEGORY_LABELS>).map((key) => (
            <tr key={key} className="border-t border-slate-100">
              <th scope="row" className="py-1 font-normal">{MAIN_CATEGORY_LABELS[key]}</th>
              <td className="py-1 text-right tabular-nums">{number.format(reply.details[key].products)}</td>
              <td className="py-1 text-right tabular-nums">{number.format(reply.details[key].variants)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {reply.categories ? (
        <table className="w-full max-w-xl text-left text-sm">
          <caption className="mb-1 text-left font-semibold">Nach Kategorie</caption>
          <thead className="text-xs uppercase text-slate-500">
            <tr>
              <th scope="col" className="py-1">Kategorie</th>
              <th scope="col" className="py-1 text-right">Produkte</th>
              <th scope="col" className="py-1 text-right">Varianten</th>
            </tr>
          </thead>
          <tbody>
            {reply.categories.map((category) => (
              <tr key={category.slug} className="border-t border-slate-100">
                <th scope="row" className="py-1 font-normal">{category.name}</th>
                <td className="py-1 text-right tabular-nums">{number.format(category.products)}</td>
                <td className="py-1 text-right tabular-nums">{number.format(category.variants)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {reply.files.length > 1 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {reply.files.map((file) => (
            <li key={file.name} className={file.error ? "text-red-700" : "text-slate-700"}>
              <span className="font-medium">{file.name}</span>: {file.error ?? productVariantCounts(file.products, file.variants)}
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorList runId={run.id} errors={reply.errors} errorCount={reply.errorCount} />
    </div>
  );
}

/** Spec §2: 'Import-Ergebnisse:' with one card per category, green with a check or red with a cross. */
export function CategoryResults({ run, reply }: { run: RunSnapshot; reply: CategoryBatchReply }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">{IMPORT_TEXTS.resultsHeading}</h3>
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Ergebnisse je Kategorie">
        {reply.results.map((result) => (
          <li
            key={`${result.categorySlug}-${result.fileUrl}`}
            data-category-result={result.success ? "success" : "failure"}
            className={`flex items-start gap-3 rounded-lg border-2 bg-white p-3 ${result.success ? "border-green-500" : "border-red-500"}`}
          >
            {result.success ? (
              <CheckCircle2 aria-label="Erfolgreich" role="img" className="mt-0.5 size-5 shrink-0 text-green-600" />
            ) : (
              <XCircle aria-label="Fehlgeschlagen" role="img" className="mt-0.5 size-5 shrink-0 text-red-600" />
            )}
            <div className="flex min-w-0 flex-col">
              <p className="font-semibold">{result.categoryName}</p>
              <p className="break-words text-sm text-slate-600">{result.message}</p>
              {result.success ? <p className="text-sm font-medium text-slate-800">{productVariantCounts(result.productsCount, result.variantsCount)}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      <ErrorList runId={run.id} errors={reply.errors} errorCount={reply.errorCount} />
    </div>
  );
}

export function EbikeList({ title, entries, empty }: { title: string; entries: MissingEbike[]; empty?: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">
        {title} ({number.format(entries.length)})
      </h3>
      {entries.length === 0 ? (
        empty ? <p className="text-sm text-slate-600">{empty}</p> : null
      ) : (
        <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-slate-100 text-xs uppercase text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2">E-Bike</th>
                <th scope="col" className="px-3 py-2">Datei</th>
                <th scope="col" className="px-3 py-2">Kategorie</th>
                <th scope="col" className="px-3 py-2">Grund</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={`${entry.handle}-${index}`} className="border-t border-slate-100">
                  <td className="px-3 py-1.5">
                    <span className="font-medium">{entry.name}</span>
                    {entry.handle && entry.handle !== entry.name ? <span className="block font-mono text-xs text-slate-500">{entry.handle}</span> : null}
                  </td>
                  <td className="px-3 py-1.5">{entry.file}</td>
                  <td className="px-3 py-1.5">{entry.categoryName ?? "–"}</td>
                  <td className="px-3 py-1.5">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const RULE_LABELS: Record<FixCategoriesReply["moves"][number]["rule"], string> = {
  slug: "gespeicherte Kategorie",
  "category-text": "alter Kategorietext",
  type: "Produkttyp / Tags",
  name: "Produktname",
  none: "keine Regel",
};

/** What the run replied, for whichever tool it was. */
export function RunResult({ run }: { run: RunSnapshot }) {
  const reply = run.result;
  if (!reply) return null;
  let body: React.ReactNode = null;
  switch (reply.kind) {
    case "failure":
      body = null;
      break;
    case "file-import":
      body = <FileImportResult run={run} reply={reply} />;
      break;
    case "category-import":
      body = <CategoryResults run={run} reply={reply} />;
      break;
    case "missing-ebikes":
      body = (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-3 gap-2">
            <Figure label="Geprüft" value={reply.processed} />
            <Figure label="Importiert" value={reply.imported} />
            <Figure label="Übersprungen" value={reply.skipped} />
          </dl>
          <EbikeList title="Importierte E-Bikes" entries={reply.importedProducts} />
          {reply.invalid.length > 0 ? <EbikeList title="Nicht importierbar" entries={reply.invalid} /> : null}
          <ErrorList runId={run.id} errors={reply.errors} errorCount={reply.errorCount} />
        </div>
      );
      break;
    case "fix-categories":
      body = (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure label="Geprüft" value={reply.checked} />
            <Figure label="Verschoben" value={reply.moved} />
            <Figure label="Unverändert" value={reply.unchanged} />
            <Figure label="Ohne Kategorie" value={reply.unassigned} />
          </dl>
          {reply.moves.length > 0 ? (
            <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Verschobene Produkte</caption>
                <thead className="sticky top-0 bg-slate-100 text-xs uppercase text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">Produkt</th>
                    <th scope="col" className="px-3 py-2">Vorher</th>
                    <th scope="col" className="px-3 py-2">Nachher</th>
                    <th scope="col" className="px-3 py-2">Regel</th>
                  </tr>
                </thead>
                <tbody>
                  {reply.moves.map((move) => (
                    <tr key={move.handle} className="border-t border-slate-100">
                      <td className="px-3 py-1.5 font-medium">{move.name}</td>
                      <td className="px-3 py-1.5">{move.from ?? "–"}</td>
                      <td className="px-3 py-1.5">{move.to ?? "–"}</td>
                      <td className="px-3 py-1.5 text-slate-600">{RULE_LABELS[move.rule]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      );
      break;
    case "delete-products":
      body = (
        <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
          <Figure label="Produkte gelöscht" value={reply.productsDeleted} />
          <Figure label="Varianten gelöscht" value={reply.variantsDeleted} />
        </dl>
      );
      break;
    case "generate-skus":
      body = (
        <dl className="grid grid-cols-3 gap-2 sm:max-w-xl">
          <Figure label="SKUs ergänzt" value={reply.skusGenerated} />
          <Figure label="EANs ergänzt" value={reply.eansFilled} />
          <Figure label="Produkte geändert" value={reply.productsChanged} />
        </dl>
      );
      break;
  }
  const failed = run.status === "failed";
  return (
    <section aria-labelledby={`ergebnis-${run.id}`} className={`${cardClass} flex flex-col gap-4 p-5`}>
      <div className="flex flex-col gap-1">
        <h2 id={`ergebnis-${run.id}`} className="text-xl font-semibold">
          Ergebnis{run.dryRun ? " (Probelauf – nichts geschrieben)" : ""}
        </h2>
        <p className={`text-sm ${failed ? "font-medium text-red-700" : "text-slate-700"}`} data-testid="run-message">
          {run.message ?? ""}
        </p>
        {run.finishedAt ? (
          <p className="text-xs text-slate-500">
            Beendet <RunTime iso={run.finishedAt} />
            {run.startedBy ? ` · gestartet von ${run.startedBy}` : ""}
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Berlin" });

export function RunTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateTime.format(new Date(iso))}</time>;
}
