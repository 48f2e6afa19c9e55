import { useMatches } from "react-router";
import { PagePlaceholder } from "~/components/page-placeholder";

export default function AdminTool() {
  const id = useMatches().at(-1)?.id ?? "";
  return <PagePlaceholder title={id.replace(/^admin-tool-/, "/admin/")} />;
}
