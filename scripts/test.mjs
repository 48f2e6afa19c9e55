// `npm test`: type check, build (the end-to-end tests run against the built app), then
// unit, integration and end-to-end tests in one Vitest run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chrome)) {
  console.error(`Chromium fehlt (${chrome}) – die End-to-End-Tests brauchen ihn. Installieren mit:\n\n  apt-get install -y chromium\n`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("npm", ["run", "typecheck"]);
run("npm", ["run", "build"]);
run(path.join(root, "node_modules", ".bin", "vitest"), ["run", ...process.argv.slice(2)]);
