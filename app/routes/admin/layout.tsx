import { Outlet, redirect } from "react-router";

// Spec §6: visitors without a session are sent to /auth. Sign-in arrives with the admin
// issue; until then no request can carry an admin session, so every admin route redirects.
export function loader() {
  throw redirect("/auth");
}

export default function AdminLayout() {
  return <Outlet />;
}
