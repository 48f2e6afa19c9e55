import { ArrowLeft } from "lucide-react";
import { Link, isRouteErrorResponse } from "react-router";
import { BikeMark } from "./layout/logo";

/** The one error view, used by the root and by every route with a dynamic parameter. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <p aria-hidden className="relative flex items-center text-8xl font-black tracking-tighter text-brand-600 sm:text-9xl">
          4
          <span className="mx-1 inline-flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-8 ring-brand-50/60 sm:size-28">
            <BikeMark className="size-14 sm:size-20" />
          </span>
          4
        </p>
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-lg text-slate-600">
          Diese Seite gibt es leider nicht (mehr). Vielleicht hat sich der Link geändert oder die Adresse enthält
          einen Tippfehler.
        </p>
        <Link
          to="/"
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          <ArrowLeft aria-hidden className="size-5" />
          Return to Home
        </Link>
      </section>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Ein unerwarteter Fehler ist aufgetreten.";
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{status}</h1>
      <p className="text-lg text-slate-600">{message}</p>
      <Link to="/" className="text-brand-600 underline hover:text-brand-700">
        Zurück zum Shop
      </Link>
    </section>
  );
}
