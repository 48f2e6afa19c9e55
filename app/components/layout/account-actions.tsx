import { LogOut, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";

const actionClass = `inline-flex h-10 cursor-pointer items-center gap-2 rounded-full px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 ${focusRing}`;

/** 'Admin' (admins only) and 'Abmelden' (signed in only) of the header (spec §2). */
export function AccountActions({ isAdmin = false, isSignedIn = false }: { isAdmin?: boolean; isSignedIn?: boolean }) {
  if (!isAdmin && !isSignedIn) return null;
  return (
    <>
      {isAdmin ? (
        <Link to="/admin" title="Admin" className={actionClass}>
          <ShieldCheck aria-hidden className="size-5" />
          <span className="sr-only lg:not-sr-only">Admin</span>
        </Link>
      ) : null}
      {isSignedIn ? (
        <Form method="post" action="/auth/logout">
          <button type="submit" title="Abmelden" className={actionClass}>
            <LogOut aria-hidden className="size-5" />
            <span className="sr-only lg:not-sr-only">Abmelden</span>
          </button>
        </Form>
      ) : null}
    </>
  );
}
