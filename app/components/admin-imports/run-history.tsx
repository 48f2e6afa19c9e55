import { Download } from "lucide-react";
import { Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { cardClass } from "~/features/admin/styles";
import { ADMIN_TOOLS, isAdminToolId } from "~/features/imports/admin-tools";
import type { RunSnapshot, RunStatus } from "~/features/imports/run-types";
import { errorReportHref, RunTime } from "./run-results";

const STATUS_LABELS: Record<RunStatus, { label: string; className: string }> = {
  running: { label: "Läuft", className: "bg-blue-50 text-blue-800" },
  succeeded: { label: "Erfolgreich", className: "bg-green-50 text-green-800" },
  partial: { label: "Mit Fehlern", className: "bg-amber-50 text-amber-800" },
  failed: { label: "Fehlgeschlagen", className: "bg-red-50 text-red-800" },
};

function presetTitle(preset: string): string {
  if (preset === "demo-seed") return "Demo-Katalog (erster Start)";
  return isAdminToolId(preset) ? ADMIN_TOOLS[preset].title : preset;
}

function countsText(run: RunSnapshot): string {
  const result = run.result;
  if (result?.kind === "file-import") return `${result.created} neu, ${result.updatedCount} aktualisiert, ${result.unchanged} unverändert, ${result.skipped} übersprungen`;
  if (result?.kind === "category-import") return `${result.succeeded}/${result.total} Kategorien, ${result.productsCount} Produkte`;
  return run.message ?? "";
}

/** Spec issue §3: the recent runs of all tools – who, what, when, counts, errors. */
export function RunHistory({ runs }: { runs: RunSnapshot[] }) {
  return (
    <section aria-labelledby="laufhistorie" className={`${cardClass} flex flex-col gap-3 p-5`}>
      <h2 id="laufhistorie" className="text-xl font-semibold">
        Letzte Läufe
      </h2>
      {runs.length === 0 ? (
        <p className="text-sm text-slate-600">Noch keine Läufe.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3">Gestartet</th>
                <th scope="col" className="py-2 pr-3">Werkzeug</th>
                <th scope="col" className="py-2 pr-3">Von</th>
                <th scope="col" className="py-2 pr-3">Dateien</th>
                <th scope="col" className="py-2 pr-3">Status</th>
                <th scope="col" className="py-2 pr-3">Ergebnis</th>
                <th scope="col" className="py-2">Fehler</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => {
                const status = STATUS_LABELS[run.status] ?? STATUS_LABELS.failed;
                return (
                  <tr key={run.id} className="border-t border-slate-100 align-top" data-run-id={run.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      <RunTime iso={run.startedAt} />
                      {run.finishedAt ? (
                        <span className="block text-xs text-slate-500">
                          bis <RunTime iso={run.finishedAt} />
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">
                      {isAdminToolId(run.preset) ? (
                        <Link to={`/admin/${run.preset}`} className={`rounded font-medium text-brand-700 hover:underline ${focusRing}`}>
                          {presetTitle(run.preset)}
                        </Link>
                      ) : (
                        presetTitle(run.preset)
                      )}
                      {run.dryRun ? <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">Probelauf</span> : null}
                    </td>
                    <td className="py-2 pr-3">{run.startedBy ?? "System"}</td>
                    <td className="py-2 pr-3 max-w-56 truncate" title={run.files.join(", ")}>
                      {run.files.length === 0 ? "–" : run.files.length === 1 ? run.files[0] : `${run.files.length} Dateien`}
                    </td>
                    <td className="py-2 pr-3">
                      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}>{status.label}</span>
                    </td>
                    <td className="py-2 pr-3 text-slate-700">{countsText(run)}</td>
                    <td className="py-2 whitespace-nowrap">
                      {run.errorCount > 0 ? (
                        <a href={errorReportHref(run.id)} download className={`inline-flex items-center gap-1 rounded text-brand-700 hover:underline ${focusRing}`}>
                          <Download aria-hidden className="size-4" />
                          {run.errorCount} (CSV)
                        </a>
                      ) : (
                        "0"
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
