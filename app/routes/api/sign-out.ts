import { redirect } from "react-router";
import { signOut } from "~/features/auth/sign-in.server";
import type { Route } from "./+types/sign-out";

/** Only same-site paths: never an open redirect. */
function safeRedirect(value: FormDataEntryValue | null, fallback: string): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;
}

// Spec §2: 'Abmelden' ends the session and returns to the shop (the orders page returns to /admin).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const headers = await signOut(context.auth, request, "local");
  throw redirect(safeRedirect(form.get("redirectTo"), "/"), { headers });
}

export function loader() {
  throw redirect("/");
}
