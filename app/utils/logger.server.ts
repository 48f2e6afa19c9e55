import pino from "pino";

/** The process logger. Never log passwords, tokens or full customer records. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? "info") {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["password", "*.password", "token", "*.token", "authorization", "*.authorization"], censor: "[entfernt]" },
  });
}
