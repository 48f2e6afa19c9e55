import { Loader2, LockKeyhole } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { data, redirect, useActionData, useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { useHydrated } from "~/components/layout/use-hydrated";
import { buttonClass, cardClass, inputClass, labelClass, secondaryButtonClass } from "~/features/admin/styles";
import { AUTH_TEXTS } from "~/features/auth/auth-texts";
import { getAuthStateOrAnonymous } from "~/features/auth/session.server";
import { signInWithPassword, verifySecondFactor } from "~/features/auth/sign-in.server";
import { twoFactorSchema, validateSignIn } from "~/features/auth/sign-in-schema";
import type { Route } from "./+types/auth";

export function meta() {
  return [{ title: AUTH_TEXTS.signInTitle }, { name: "robots", content: "noindex" }];
}

// Spec §2: an already signed-in user is sent to /admin.
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await getAuthStateOrAnonymous(request, context);
  if (state.user) throw redirect("/admin", { headers: state.headers });
  return null;
}

type ActionResult =
  | { ok: false; step: "password" | "two-factor"; title: string; message: string }
  | { ok: true; step: "two-factor" }
  | { ok: true; step: "done"; redirectTo: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The script sends js=1: it shows the toast and navigates itself; a plain form gets a redirect.
  const script = form.get("js") === "1";
  const done = (headers: Headers) =>
    script
      ? data<ActionResult>({ ok: true, step: "done", redirectTo: "/admin" }, { headers })
      : redirect("/admin", { headers });

  if (form.get("intent") === "verify") {
    const parsed = twoFactorSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return data<ActionResult>(
        { ok: false, step: "two-factor", title: AUTH_TEXTS.validationTitle, message: parsed.error.issues[0]?.message ?? AUTH_TEXTS.invalidCode },
        { status: 400 },
      );
    }
    const result = await verifySecondFactor(context.auth, request, parsed.data);
    if (result.status === "signed-in") return done(result.headers);
    const step = result.status === "failed" && result.httpStatus === 401 && /abgelaufen/.test(result.message) ? "password" : "two-factor";
    return data<ActionResult>(
      { ok: false, step, title: AUTH_TEXTS.failedTitle, message: result.status === "failed" ? result.message : AUTH_TEXTS.unexpectedError },
      { status: result.status === "failed" ? result.httpStatus : 400, headers: result.headers },
    );
  }

  // Spec §5, checked again on the server for requests that skipped the browser check.
  const validation = validateSignIn({ email: form.get("email"), password: form.get("password") });
  if (!validation.ok) {
    return data<ActionResult>({ ok: false, step: "password", title: AUTH_TEXTS.validationTitle, message: validation.message }, { status: 400 });
  }
  try {
    const result = await signInWithPassword(context.auth, request, validation.data);
    if (result.status === "signed-in") return done(result.headers);
    if (result.status === "two-factor") return data<ActionResult>({ ok: true, step: "two-factor" }, { headers: result.headers });
    return data<ActionResult>(
      { ok: false, step: "password", title: result.title, message: result.message },
      { status: result.httpStatus, headers: result.headers },
    );
  } catch (error) {
    context.logger.error({ err: (error as Error).message }, "Anmeldung fehlgeschlagen (unerwarteter Fehler)");
    return data<ActionResult>({ ok: false, step: "password", title: AUTH_TEXTS.failedTitle, message: AUTH_TEXTS.unexpectedError }, { status: 500 });
  }
}

export default function AuthPage() {
  const fetcher = useFetcher<typeof action>();
  const documentResult = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [step, setStep] = useState<"password" | "two-factor">("password");
  const [useBackupCode, setUseBackupCode] = useState(false);
  const busy = fetcher.state !== "idle";

  // Without JavaScript the form posts as a document: show the outcome inline.
  const plain = documentResult && !hydrated ? documentResult : null;
  const currentStep = plain ? plain.step === "done" ? "password" : plain.step : step;

  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if (result.ok && result.step === "done") {
      toast.success(AUTH_TEXTS.success);
      void navigate(result.redirectTo, { replace: true });
    } else if (result.ok) {
      setStep("two-factor");
    } else {
      setStep(result.step);
      toast.error(result.title, { description: result.message });
    }
  }, [fetcher.data, fetcher.state, navigate]);

  function validateBeforeSending(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const validation = validateSignIn({ email: form.get("email"), password: form.get("password") });
    if (!validation.ok) {
      // Spec §5: the first failing message as a toast, and no request is sent.
      event.preventDefault();
      toast.error(AUTH_TEXTS.validationTitle, { description: validation.message });
    }
  }

  return (
    <section className="flex justify-center px-4 py-16">
      <div className={`${cardClass} w-full max-w-md p-8`}>
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <LockKeyhole aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold">{currentStep === "two-factor" ? AUTH_TEXTS.twoFactorTitle : AUTH_TEXTS.signInTitle}</h1>
          <p className="text-sm text-slate-600">
            {currentStep === "two-factor"
              ? useBackupCode
                ? AUTH_TEXTS.backupCodeHint
                : AUTH_TEXTS.twoFactorHint
              : AUTH_TEXTS.signInHint}
          </p>
        </div>

        {plain && !plain.ok ? (
          <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <strong className="block">{plain.title}</strong>
            {plain.message}
          </div>
        ) : null}

        {currentStep === "password" ? (
          <fetcher.Form method="post" noValidate onSubmit={validateBeforeSending} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="sign-in" />
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            <div className="flex flex-col gap-1.5">
              <label htmlFor="email" className={labelClass}>
                {AUTH_TEXTS.emailLabel}
              </label>
              <input id="email" name="email" type="email" autoComplete="username" placeholder={AUTH_TEXTS.emailPlaceholder} required className={inputClass} />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor="password" className={labelClass}>
                {AUTH_TEXTS.passwordLabel}
              </label>
              <input id="password" name="password" type="password" autoComplete="current-password" required minLength={6} className={inputClass} />
            </div>
            <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
              {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
              {busy ? AUTH_TEXTS.submitting : AUTH_TEXTS.submit}
            </button>
          </fetcher.Form>
        ) : (
          <fetcher.Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="method" value={useBackupCode ? "backup" : "totp"} />
            {hydrated ? <input type="hidden" name="js" value="1" /> : null}
            <div className="flex flex-col gap-1.5">
              <label htmlFor="code" className={labelClass}>
                {useBackupCode ? AUTH_TEXTS.backupCodeLabel : AUTH_TEXTS.twoFactorCodeLabel}
              </label>
              <input
                id="code"
                name="code"
                key={useBackupCode ? "backup" : "totp"}
                autoComplete="one-time-code"
                inputMode={useBackupCode ? "text" : "numeric"}
                required
                autoFocus
                className={inputClass}
              />
            </div>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name="trustDevice" className="size-4 accent-brand-600" />
              Diesem Gerät 30 Tage vertrauen
            </label>
            <button type="submit" disabled={busy} className={`${buttonClass} w-full`}>
              {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
              {AUTH_TEXTS.twoFactorSubmit}
            </button>
            {hydrated ? (
              <button type="button" className={`${secondaryButtonClass} w-full`} onClick={() => setUseBackupCode((value) => !value)}>
                {useBackupCode ? "Code aus der App verwenden" : "Backup-Code verwenden"}
              </button>
            ) : null}
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
