import "./load-context";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useRouteError } from "react-router";
import { useEffect } from "react";
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/error-page";
import { getAuthStateOrAnonymous } from "./features/auth/session.server";
import { useSessionSync } from "./features/auth/use-session-sync";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Header flags (spec §2): 'Admin' for admins, 'Abmelden' when signed in. The headers
  // carry the refreshed cookie of a rolling session.
  const auth = await getAuthStateOrAnonymous(request, context);
  return data(
    { shopName: context.env.SHOP_NAME, isSignedIn: Boolean(auth.user), isAdmin: auth.isAdmin },
    { headers: auth.headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <Toaster position="top-right" richColors closeButton />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useSessionSync({ isSignedIn: loaderData.isSignedIn, isAdmin: loaderData.isAdmin });
  useEffect(() => {
    // Lets end-to-end tests (and CSS) know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage error={error} />;
}

