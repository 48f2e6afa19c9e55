import { PagePlaceholder } from "~/components/page-placeholder";

export default function AdminDashboard() {
  return <PagePlaceholder title="Admin-Dashboard" />;
}
