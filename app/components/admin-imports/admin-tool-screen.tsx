import { ArrowLeft, Info, LoaderCircle } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { buttonClass, cardClass, dangerButtonClass, inputClass, labelClass } from "~/features/admin/styles";
import {
  ADMIN_TOOLS,
  isAdminToolId,
  type AdminTool,
  type CategoryImportTool,
  type FileImportTool,
  type MaintenanceTool,
} from "~/features/imports/admin-tools";
import { IMPORT_TEXTS } from "~/features/imports/import-texts";
import type { MissingEbikesAnalysis, RunSnapshot, ToolActionResult } from "~/features/imports/run-types";
import type { ToolPageData } from "~/features/imports/tool-page.server";
import { useToolRun } from "~/features/imports/use-tool-run";
import { ConfirmDialog } from "./confirm-dialog";
import { RunHistory } from "./run-history";
import { RunProgress } from "./run-progress";
import { EbikeList, RunResult } from "./run-results";

type Fetcher = FetcherWithComponents<ToolActionResult>;

function StartButton({ busy, label, danger = false, type = "submit", onClick }: { busy: boolean; label: string; danger?: boolean; type?: "submit" | "button"; onClick?(): void }) {
  return (
    <button type={type} disabled={busy} onClick={onClick} className={danger ? `${dangerButtonClass} border-red-600 bg-red-600 text-white hover:bg-red-700` : buttonClass}>
      {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {label}
    </button>
  );
}

function Checkbox({ name, label, hint, defaultChecked }: { name: string; label: string; hint?: string; defaultChecked?: boolean }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} className="mt-0.5 size-4 accent-brand-600" />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
        {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
      </label>
    </div>
  );
}

function DryRunOption() {
  return <Checkbox name="dryRun" label={IMPORT_TEXTS.dryRunLabel} hint="Zeigt, wie viele Produkte neu, aktualisiert oder unverändert wären und welche Zeilen fehlerhaft sind." />;
}

function SkipInvalidOption() {
  return (
    <Checkbox
      name="skipInvalid"
      label="Fehlerhafte Produkte überspringen und die übrigen importieren"
      hint="Ohne Haken wird eine Datei nur importiert, wenn alle Zeilen gültig sind – sonst wird nichts geschrieben."
    />
  );
}

function FileImportForm({ tool, data, fetcher, busy }: { tool: FileImportTool; data: ToolPageData; fetcher: Fetcher; busy: boolean }) {
  const [source, setSource] = useState(tool.sources[0]?.id ?? "upload");
  const uploadOnly = tool.sources.length === 0;
  const fileId = useId();
  const categoryId = useId();
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className={`${cardClass} flex flex-col gap-5 p-5`} aria-label={tool.title}>
      <input type="hidden" name="intent" value="start" />
      {uploadOnly ? (
        <input type="hidden" name="source" value="upload" />
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className={`${labelClass} mb-1`}>Datei</legend>
          {tool.sources.map((choice) => (
            <label key={choice.id} className="flex items-center gap-2 text-sm">
              <input type="radio" name="source" value={choice.id} checked={source === choice.id} onChange={() => setSource(choice.id)} className="size-4 accent-brand-600" />
              {choice.label}
            </label>
          ))}
          {tool.upload !== "none" ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="source" value="upload" checked={source === "upload"} onChange={() => setSource("upload")} className="size-4 accent-brand-600" />
              {tool.upload === "multiple" ? "Eigene CSV-Dateien hochladen" : "Eigene CSV-Datei hochladen"}
            </label>
          ) : null}
        </fieldset>
      )}
      {tool.upload !== "none" && source === "upload" ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className={labelClass}>
            {tool.upload === "multiple" ? "CSV-Dateien (Shopify-Format)" : "CSV-Datei (Shopify-Format)"}
          </label>
          <input
            id={fileId}
            type="file"
            name="file"
            accept=".csv,text/csv"
            multiple={tool.upload === "multiple"}
            required
            className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          <p className="text-xs text-slate-500">Nur .csv-Dateien, höchstens {data.maxUploadMb} MB je Datei.</p>
        </div>
      ) : null}
      {tool.chooseCategory && data.categoryOptions ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={categoryId} className={labelClass}>
            Zielkategorie
          </label>
          <select id={categoryId} name="categorySlug" defaultValue="" className={`${inputClass} max-w-md`}>
            <option value="">Automatisch (aus der CSV: Produktkategorie, Typ, Tags)</option>
            {data.categoryOptions.map((option) => (
              <option key={option.slug} value={option.slug}>
                {`${"\u00a0\u00a0".repeat(option.depth)}${option.name}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <DryRunOption />
        <SkipInvalidOption />
      </div>
      <div>
        <StartButton busy={busy} label={tool.action} />
      </div>
    </fetcher.Form>
  );
}

function CategoryImportForm({ tool, fetcher, busy }: { tool: CategoryImportTool; fetcher: Fetcher; busy: boolean }) {
  return (
    <fetcher.Form method="post" className={`${cardClass} flex flex-col gap-5 p-5`} aria-label={tool.title}>
      <input type="hidden" name="intent" value="start" />
      {tool.showCategoryList ? (
        <div className="flex flex-col gap-2">
          <h2 className="font-semibold">Kategorien dieses Teils</h2>
          <ol className="grid list-inside list-decimal gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
            {tool.categories.map((category) => (
              <li key={category.slug}>
                {category.name} <span className="font-mono text-xs text-slate-500">{category.slug}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        <DryRunOption />
        <SkipInvalidOption />
      </div>
      <div>
        <StartButton busy={busy} label={tool.action} />
      </div>
    </fetcher.Form>
  );
}

function MaintenanceForm({ tool, fetcher, busy }: { tool: MaintenanceTool; fetcher: Fetcher; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <fetcher.Form ref={form} method="post" className={`${cardClass} flex flex-col gap-5 p-5`} aria-label={tool.title}>
      <input type="hidden" name="intent" value="start" />
      {tool.id === "fix-categories" ? <Checkbox name="dryRun" label="Nur Vorschau: zeigen, was verschoben würde, ohne zu speichern" /> : null}
      <div>
        {tool.confirm ? (
          <>
            <input type="hidden" name="confirmed" value="yes" />
            <StartButton busy={busy} label={tool.action} danger type="button" onClick={() => setConfirming(true)} />
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={tool.title}
              question={tool.confirm}
              confirmLabel="Ja, alle löschen"
              onConfirm={() => {
                if (form.current) void fetcher.submit(form.current);
              }}
            />
          </>
        ) : (
          <StartButton busy={busy} label={tool.action} />
        )}
      </div>
    </fetcher.Form>
  );
}

function AnalysisResult({ analysis }: { analysis: MissingEbikesAnalysis }) {
  const figures: Array<[string, number]> = [
    ["E-Bikes in den Dateien", analysis.processed],
    ["Im Shop", analysis.present],
    ["Fehlen im Shop", analysis.missing.length],
    ["Nicht importierbar", analysis.invalid.length],
  ];
  return (
    <section aria-labelledby="analyse" className={`${cardClass} flex flex-col gap-5 p-5`}>
      <div>
        <h2 id="analyse" className="text-xl font-semibold">
          Analyse
        </h2>
        <p className="text-sm text-slate-600">Verglichen: {analysis.files.join(", ")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <EbikeList title="Fehlende E-Bikes" entries={analysis.missing} empty="Alle gültigen E-Bikes der Dateien sind im Shop." />
      <EbikeList title="Nicht importierbar" entries={analysis.invalid} empty="Alle Zeilen der E-Bike-Dateien sind gültig." />
      {analysis.outsideEbikeCategories.length > 0 ? <EbikeList title="Außerhalb der E-Bike-Kategorien" entries={analysis.outsideEbikeCategories} /> : null}
      {analysis.missing.length > 0 ? (
        <p className="text-sm">
          <Link to="/admin/import-missing-ebikes" className={`rounded font-medium text-brand-700 hover:underline ${focusRing}`}>
            Fehlende E-Bikes jetzt importieren
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function OtherRunNotice({ run }: { run: RunSnapshot }) {
  const title = isAdminToolId(run.preset) ? ADMIN_TOOLS[run.preset].title : run.preset;
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        Gerade läuft „{isAdminToolId(run.preset) ? <Link to={`/admin/${run.preset}`} className="font-medium underline">{title}</Link> : title}“. Neue Läufe
        starten erst, wenn er beendet ist.
      </span>
    </p>
  );
}

/** One admin import or maintenance page (spec §2, §4): form, live progress, results, history. */
export function AdminToolScreen({ data }: { data: ToolPageData }) {
  const tool: AdminTool = ADMIN_TOOLS[data.toolId];
  const { fetcher, phase, run, analysis, busy } = useToolRun({ toolId: data.toolId, activeRun: data.activeRun, latestRun: data.latestRun });
  const otherRun = data.activeRun && data.activeRun.preset !== data.toolId && phase !== "running" ? data.activeRun : null;

  let form: ReactNode;
  switch (tool.kind) {
    case "file-import":
      form = <FileImportForm tool={tool} data={data} fetcher={fetcher} busy={busy} />;
      break;
    case "category-import":
      form = <CategoryImportForm tool={tool} fetcher={fetcher} busy={busy} />;
      break;
    case "maintenance":
      form = <MaintenanceForm tool={tool} fetcher={fetcher} busy={busy} />;
      break;
    case "analysis":
      form = (
        <fetcher.Form method="post" className={`${cardClass} flex flex-col gap-4 p-5`} aria-label={tool.title}>
          <input type="hidden" name="intent" value="analyze" />
          <div>
            <StartButton busy={fetcher.state !== "idle"} label={tool.action} />
          </div>
        </fetcher.Form>
      );
      break;
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <Link to="/admin" className={`inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline ${focusRing}`}>
          <ArrowLeft aria-hidden className="size-4" />
          Zurück zum Dashboard
        </Link>
        <h1 className="text-3xl font-bold">{tool.title}</h1>
        {tool.kind === "category-import" && tool.subtitle ? <p className="font-medium text-slate-700">{tool.subtitle}</p> : null}
        <p className="max-w-3xl text-slate-600">{tool.description}</p>
      </header>
      {otherRun ? <OtherRunNotice run={otherRun} /> : null}
      {form}
      {phase === "running" && tool.kind !== "analysis" ? <RunProgress progress={run?.progress ?? null} /> : null}
      {phase === "done" && run ? <RunResult run={run} /> : null}
      {tool.kind === "analysis" && analysis && fetcher.state === "idle" ? <AnalysisResult analysis={analysis} /> : null}
      {data.recentRuns ? <RunHistory runs={data.recentRuns} /> : null}
    </div>
  );
}
