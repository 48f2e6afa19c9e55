import { Bike, LayoutDashboard, Loader2, LogOut, Package, ShieldCheck, ShieldX } from "lucide-react";
import { Form, isRouteErrorResponse, Link, NavLink, Outlet, useNavigation, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { focusRing } from "~/components/ui/focus-ring";
import { buttonClass, secondaryButtonClass } from "~/features/admin/styles";
import { AUTH_TEXTS } from "~/features/auth/auth-texts";
import { requireAdmin } from "~/features/auth/session.server";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/layout";

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

// Spec §6: every /admin route requires the admin role. This guards every page below,
// including the import tools; pages with their own loader or action call requireAdmin too,
// since React Router runs child loaders and actions in parallel with (or without) this one.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  return { admin: { name: admin.user.name, email: admin.user.email }, shopName: context.env.SHOP_NAME };
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors ${focusRing} ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"
  }`;

function AdminHeader({ shopName, email }: { shopName: string; email?: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3">
        <Link to="/admin" className={`mr-4 inline-flex items-center gap-2 rounded-md text-lg font-bold ${focusRing}`}>
          <Bike aria-hidden className="size-6 text-brand-600" />
          {shopName} Admin
        </Link>
        {email ? (
          <nav aria-label="Admin-Bereich" className="flex flex-wrap items-center gap-1">
            <NavLink to="/admin" end className={navClass}>
              <LayoutDashboard aria-hidden className="size-4" />
              Dashboard
            </NavLink>
            <NavLink to="/admin/orders" className={navClass}>
              <Package aria-hidden className="size-4" />
              Bestellungen
            </NavLink>
            <NavLink to="/admin/security" className={navClass}>
              <ShieldCheck aria-hidden className="size-4" />
              Sicherheit
            </NavLink>
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {email ? <span className="hidden text-sm text-slate-500 md:inline">{email}</span> : null}
          <Link to="/" className={secondaryButtonClass}>
            Zum Shop
          </Link>
          {email ? (
            <Form method="post" action="/auth/logout">
              <button type="submit" className={secondaryButtonClass}>
                <LogOut aria-hidden className="size-4" />
                {AUTH_TEXTS.signOut}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </header>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin");
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <AdminHeader shopName={loaderData.shopName} email={loaderData.admin.email} />
      <main id="inhalt" className="relative flex-1" aria-busy={loading}>
        {loading ? (
          <div role="status" className="pointer-events-none absolute right-4 top-4 z-30 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-600 shadow">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            Lädt…
          </div>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}

/** Spec §2 access guard: a session without the admin role sees the denied screen (HTTP 403). */
export function ErrorBoundary() {
  const error = useRouteError();
  const shopName = useRouteLoaderData<typeof rootLoader>("root")?.shopName ?? "Radwerk";
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <div className="flex min-h-screen flex-col bg-slate-50">
        <AdminHeader shopName={shopName} />
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
            <ShieldX aria-hidden className="size-7" />
          </span>
          <h1 className="text-3xl font-bold">{AUTH_TEXTS.accessDeniedTitle}</h1>
          <p className="text-lg text-slate-600">{AUTH_TEXTS.accessDeniedMessage}</p>
          <div className="flex gap-2">
            <Link to="/" className={secondaryButtonClass}>
              Zurück zum Shop
            </Link>
            <Form method="post" action="/auth/logout">
              <input type="hidden" name="redirectTo" value="/auth" />
              <button type="submit" className={buttonClass}>
                Mit anderem Konto anmelden
              </button>
            </Form>
          </div>
        </section>
      </div>
    );
  }
  return <ErrorPage error={error} />;
}
