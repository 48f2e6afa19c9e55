import { KeyRound, Laptop, Loader2, LogOut, ShieldCheck, ShieldOff } from "lucide-react";
import { useEffect } from "react";
import { data, redirect, useFetcher } from "react-router";
import { toast } from "sonner";
import { buttonClass, cardClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from "~/features/admin/styles";
import {
  confirmTwoFactor,
  disableTwoFactor,
  listActiveSessions,
  regenerateBackupCodes,
  startTwoFactorSetup,
} from "~/features/auth/account-security.server";
import { requireAdmin } from "~/features/auth/session.server";
import { signOut } from "~/features/auth/sign-in.server";
import { formatOrderDate } from "~/features/orders/order-status";
import { isDomainError } from "~/utils/domain-errors";
import type { Route } from "./+types/security";

export function meta() {
  return [{ title: "Sicherheit" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  return {
    twoFactorEnabled: admin.user.twoFactorEnabled,
    sessions: await listActiveSessions(context.auth, request, admin.sessionId),
  };
}

type SecurityResult =
  | { ok: true; intent: "setup"; totpURI: string; secret: string; backupCodes: string[] }
  | { ok: true; intent: "backup-codes"; backupCodes: string[] }
  | { ok: true; intent: "confirm" | "disable" | "sign-out-others"; message: string }
  | { ok: false; message: string };

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin({ request, context });
  const form = await request.formData();
  const intent = field(form, "intent");
  try {
    switch (intent) {
      case "setup":
        return data<SecurityResult>({ ok: true, intent, ...(await startTwoFactorSetup(context.auth, request, field(form, "password"))) });
      case "confirm":
        return data<SecurityResult>(
          { ok: true, intent, message: "Zwei-Faktor-Anmeldung ist aktiv." },
          { headers: await confirmTwoFactor(context.auth, request, field(form, "code")) },
        );
      case "disable":
        return data<SecurityResult>(
          { ok: true, intent, message: "Zwei-Faktor-Anmeldung ist ausgeschaltet." },
          { headers: await disableTwoFactor(context.auth, request, field(form, "password")) },
        );
      case "backup-codes":
        return data<SecurityResult>({ ok: true, intent, backupCodes: await regenerateBackupCodes(context.auth, request, field(form, "password")) });
      // Spec §7 sign-out scopes: "others" keeps this session, "global" ends all of them.
      case "sign-out-others":
        return data<SecurityResult>(
          { ok: true, intent, message: "Alle anderen Sitzungen wurden beendet." },
          { headers: await signOut(context.auth, request, "others") },
        );
      case "sign-out-everywhere":
        throw redirect("/auth", { headers: await signOut(context.auth, request, "global") });
      default:
        return data<SecurityResult>({ ok: false, message: "Unbekannte Aktion" }, { status: 400 });
    }
  } catch (error) {
    if (isDomainError(error)) return data<SecurityResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}

function useFetcherToast(key: string) {
  const fetcher = useFetcher<typeof action>({ key });
  const result = fetcher.data;
  useEffect(() => {
    if (!result || fetcher.state !== "idle") return;
    if (!result.ok) toast.error("Aktion fehlgeschlagen", { description: result.message });
    else if ("message" in result) toast.success(result.message);
  }, [result, fetcher.state]);
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-4">
      <p className="mb-2 text-sm font-medium text-amber-900">
        Backup-Codes – jetzt sicher aufbewahren, sie werden nicht wieder angezeigt. Jeder Code gilt einmal.
      </p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" aria-label="Backup-Codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

// Keyed fetchers: their results outlive the forms, which disappear when 2FA is switched on
// or off – the page itself shows the toasts.
function PasswordForm({ intent, label, danger = false }: { intent: "setup" | "disable" | "backup-codes"; label: string; danger?: boolean }) {
  const fetcher = useFetcher<typeof action>({ key: `2fa-${intent}` });
  const busy = fetcher.state !== "idle";
  return (
    <>
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value={intent} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${intent}-password`} className={labelClass}>
            Passwort
          </label>
          <input id={`${intent}-password`} name="password" type="password" autoComplete="current-password" required className={`${inputClass} w-64`} />
        </div>
        <button type="submit" disabled={busy} className={danger ? dangerButtonClass : buttonClass}>
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          {label}
        </button>
      </fetcher.Form>
      {fetcher.data?.ok && fetcher.data.intent === "backup-codes" ? <BackupCodes codes={fetcher.data.backupCodes} /> : null}
      {fetcher.data?.ok && fetcher.data.intent === "setup" ? <ConfirmSetup setup={fetcher.data} /> : null}
    </>
  );
}

function ConfirmSetup({ setup }: { setup: { totpURI: string; secret: string; backupCodes: string[] } }) {
  const fetcher = useFetcher<typeof action>({ key: "2fa-confirm" });
  return (
    <div className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        Fügen Sie in Ihrer Authenticator-App (z. B. 2FAS, Aegis, Google Authenticator) ein Konto hinzu – mit diesem Schlüssel
        oder dem Link – und bestätigen Sie mit dem angezeigten Code.
      </p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-medium">Schlüssel</dt>
          <dd className="break-all font-mono" data-testid="totp-secret">
            {setup.secret}
          </dd>
        </div>
        <div>
          <dt className="font-medium">Link</dt>
          <dd className="break-all font-mono text-xs">
            <a href={setup.totpURI} className="text-brand-700 underline">
              {setup.totpURI}
            </a>
          </dd>
        </div>
      </dl>
      <BackupCodes codes={setup.backupCodes} />
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="confirm" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="confirm-code" className={labelClass}>
            Code aus der App
          </label>
          <input id="confirm-code" name="code" inputMode="numeric" autoComplete="one-time-code" required className={`${inputClass} w-40`} />
        </div>
        <button type="submit" className={buttonClass}>
          Bestätigen
        </button>
      </fetcher.Form>
    </div>
  );
}

function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unbekanntes Gerät";
  const browser = /Firefox\//.test(userAgent) ? "Firefox" : /Edg\//.test(userAgent) ? "Edge" : /Chrome\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /Windows/.test(userAgent) ? "Windows" : /Mac OS/.test(userAgent) ? "macOS" : /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? `${browser} auf ${system}` : browser;
}

export default function AdminSecurity({ loaderData }: Route.ComponentProps) {
  const { twoFactorEnabled, sessions } = loaderData;
  const sessionFetcher = useFetcher<typeof action>({ key: "sessions" });
  useFetcherToast("2fa-setup");
  useFetcherToast("2fa-confirm");
  useFetcherToast("2fa-disable");
  useFetcherToast("2fa-backup-codes");
  useFetcherToast("sessions");
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Sicherheit</h1>

      <section aria-labelledby="zwei-faktor" className={`${cardClass} flex flex-col gap-4 p-6`}>
        <h2 id="zwei-faktor" className="flex items-center gap-2 text-xl font-semibold">
          {twoFactorEnabled ? <ShieldCheck aria-hidden className="size-5 text-brand-600" /> : <KeyRound aria-hidden className="size-5 text-slate-500" />}
          Zwei-Faktor-Anmeldung
        </h2>
        <p className="text-sm text-slate-600">
          {twoFactorEnabled
            ? "Aktiv: Bei der Anmeldung wird zusätzlich ein Code aus Ihrer Authenticator-App (oder ein Backup-Code) abgefragt."
            : "Nicht aktiv. Mit einer Authenticator-App (TOTP) schützt ein zweiter Faktor Ihr Admin-Konto, auch wenn das Passwort bekannt wird."}
        </p>
        {twoFactorEnabled ? (
          <div className="flex flex-col gap-6">
            <PasswordForm intent="backup-codes" label="Neue Backup-Codes erzeugen" />
            <PasswordForm intent="disable" label="Zwei-Faktor-Anmeldung ausschalten" danger />
          </div>
        ) : (
          <PasswordForm intent="setup" label="Einrichten" />
        )}
      </section>

      <section aria-labelledby="sitzungen" className={`${cardClass} flex flex-col gap-4 p-6`}>
        <h2 id="sitzungen" className="flex items-center gap-2 text-xl font-semibold">
          <Laptop aria-hidden className="size-5 text-slate-500" />
          Angemeldete Geräte
        </h2>
        <ul className="flex flex-col divide-y divide-slate-100">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline gap-x-3 py-2 text-sm">
              <span className="font-medium">{describeDevice(session.userAgent)}</span>
              {session.current ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">Diese Sitzung</span> : null}
              <span className="text-slate-500">
                angemeldet {formatOrderDate(session.createdAt)} · zuletzt aktiv {formatOrderDate(session.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
        <sessionFetcher.Form method="post" className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="sign-out-others" className={secondaryButtonClass} disabled={sessions.length < 2}>
            <LogOut aria-hidden className="size-4" />
            Andere Sitzungen abmelden
          </button>
          <button type="submit" name="intent" value="sign-out-everywhere" className={dangerButtonClass}>
            <ShieldOff aria-hidden className="size-4" />
            Überall abmelden
          </button>
        </sessionFetcher.Form>
      </section>
    </div>
  );
}
