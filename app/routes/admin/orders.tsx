import { PagePlaceholder } from "~/components/page-placeholder";

export default function AdminOrders() {
  return <PagePlaceholder title="Bestellverwaltung" />;
}
