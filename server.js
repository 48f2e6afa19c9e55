// Production (and --dev) server: one Node process serving built assets and the SSR handler.
import compression from "compression";
import express from "express";
import { existsSync } from "node:fs";
import path from "node:path";

// A local .env file is read when present; variables already set in the environment win.
if (existsSync(".env")) process.loadEnvFile(".env");

const DEV = process.argv.includes("--dev");
const publicDir = path.resolve("public");

const app = express();
app.disable("x-powered-by");
app.use(compression());

let appModule;
if (DEV) {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  appModule = await vite.ssrLoadModule("./server/app.ts");
} else {
  // Hashed build assets never change under the same name: cache them for a year.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
  appModule = await import("./build/server/index.js");
}

let started;
try {
  started = await appModule.bootstrap({ publicDir });
} catch (error) {
  if (error && error.name === "EnvError") {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}

app.use(started.handler);

const server = app.listen(started.port, started.host, () => {
  const shown = started.host === "0.0.0.0" ? "localhost" : started.host;
  console.log(`Radwerk läuft auf http://${shown}:${started.port}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} erhalten, beende …`);
  server.close();
  server.closeAllConnections?.();
  await started.close().catch((error) => console.error(error));
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
