// Generates the deterministic demo catalogue (CSV files and product images under public/)
// before a build. The generator skips its work when the files are already up to date.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const result = spawnSync(tsx, [path.join(root, "scripts", "generate-demo-catalogue.ts"), ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
