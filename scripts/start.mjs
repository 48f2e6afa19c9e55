// `npm start`: builds the app when there is no build or the sources are newer, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build", "server", "index.js");
const SOURCES = ["app", "server", "scripts/demo-catalogue", "scripts/generate-demo-catalogue.ts", "drizzle", "package-lock.json", "vite.config.ts", "react-router.config.ts", "server.js"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? "Kein Build vorhanden – baue die App …" : "Quellen geändert – baue die App neu …");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
await import(path.join(root, "server.js"));
