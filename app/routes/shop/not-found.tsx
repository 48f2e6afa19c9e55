import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import type { Route } from "./+types/not-found";

export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger.warn({ path: pathname }, "404: Seite nicht gefunden");
  throw data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Seite nicht gefunden" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
