import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// PGlite is one process's database: a second process (e.g. the admin CLI) opening the same
// directory while the server runs would corrupt it. The server leaves its pid next to it.
const OWNER_FILE = "server.pid";

export function claimPgliteDir(dataDir: string): () => void {
  const file = path.join(dataDir, OWNER_FILE);
  writeFileSync(file, String(process.pid));
  return () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
}

function readPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
  return Number.isInteger(pid) ? pid : null;
}

/** The pid of a running server that has this data directory open, if any. */
export function runningPgliteOwner(dataDir: string): number | null {
  const pid = readPid(path.join(dataDir, OWNER_FILE));
  if (!pid || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
