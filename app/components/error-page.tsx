import { Link, isRouteErrorResponse } from "react-router";

/** The one error view, used by the root and by every route with a dynamic parameter. */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">404</h1>
        <p className="text-xl text-slate-600">Oops! Page not found</p>
        <Link to="/" className="text-brand-600 underline hover:text-brand-700">
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
