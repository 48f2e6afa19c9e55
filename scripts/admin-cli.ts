// `npm run admin -- <command>`: manage admin accounts from the shell.
//
//   create <email> [--password <pw>] [--name <name>] [--no-admin]   new account (admin unless --no-admin)
//   set-password <email> [--password <pw>]                          new password, ends the account's sessions
//   list                                                             all accounts with role, 2FA and sessions
//   grant <email> | revoke <email>                                   give or take the admin role
//
// Without --password a random one is generated and printed once. Uses the same configuration
// as the server (.env, DATA_DIR, DATABASE_URL). With the embedded database (PGlite) the
// server must be stopped first: only one process may open it.
import { existsSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { openDatabase } from "../app/db/client.server";
import { migrateDatabase } from "../app/db/migrate.server";
import { runningPgliteOwner } from "../app/db/pglite-owner.server";
import { AccountError, createAccount, listAccounts, setAccountPassword, setAdminRole } from "../app/features/auth/admin-accounts.server";
import { createAuth } from "../app/features/auth/auth.server";
import { ensureAuthSecret } from "../app/utils/auth-secret.server";
import { EnvError, parseEnv } from "../app/utils/env.server";

const USAGE = `Verwendung: npm run admin -- <Befehl>

  create <E-Mail> [--password <Passwort>] [--name <Name>] [--no-admin]
  set-password <E-Mail> [--password <Passwort>]
  list
  grant <E-Mail>
  revoke <E-Mail>

Ohne --password wird ein zufälliges Passwort erzeugt und einmal angezeigt.`;

export class CliError extends Error {
  override name = "CliError";
}

export async function runAdminCli(
  argv: string[],
  options: { env?: Record<string, string | undefined>; print?: (line: string) => void } = {},
): Promise<void> {
  const print = options.print ?? ((line: string) => console.log(line));
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      password: { type: "string" },
      name: { type: "string" },
      "no-admin": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    print(USAGE);
    return;
  }
  const needsEmail = ["create", "set-password", "grant", "revoke"].includes(command);
  if (!["list", ...(needsEmail ? [command] : [])].includes(command)) throw new CliError(`Unbekannter Befehl „${command}“\n\n${USAGE}`);
  if (needsEmail && !email) throw new CliError(`„${command}“ braucht eine E-Mail-Adresse\n\n${USAGE}`);

  const env = parseEnv(options.env ?? process.env);
  const dataDir = path.resolve(env.DATA_DIR);
  if (!env.DATABASE_URL) {
    const pid = runningPgliteOwner(dataDir);
    if (pid) throw new CliError(`Der Server (PID ${pid}) hat die eingebettete Datenbank geöffnet – bitte erst beenden.`);
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(handle);
    const auth = createAuth({ db: handle.db, env: { ...env, AUTH_SECRET: ensureAuthSecret(env, dataDir) } });
    const generated = values.password ? null : randomBytes(12).toString("base64url");
    const password = values.password ?? generated ?? "";
    switch (command) {
      case "create": {
        const created = await createAccount(auth, handle.db, { email: email ?? "", password, name: values.name, admin: !values["no-admin"] });
        print(`Konto angelegt: ${created.email}${values["no-admin"] ? "" : " (Admin)"}`);
        if (generated) print(`Passwort: ${generated}  – jetzt notieren, es wird nicht wieder angezeigt.`);
        break;
      }
      case "set-password":
        await setAccountPassword(auth, handle.db, { email: email ?? "", password });
        print(`Passwort geändert für ${email}; alle Sitzungen dieses Kontos wurden beendet.`);
        if (generated) print(`Neues Passwort: ${generated}  – jetzt notieren, es wird nicht wieder angezeigt.`);
        break;
      case "grant":
      case "revoke":
        await setAdminRole(handle.db, email ?? "", command === "grant");
        print(command === "grant" ? `${email} ist jetzt Admin.` : `${email} ist kein Admin mehr.`);
        break;
      case "list": {
        const accounts = await listAccounts(handle.db);
        if (accounts.length === 0) print("Keine Konten.");
        for (const account of accounts) {
          const flags = [account.isAdmin ? "Admin" : "kein Admin", account.twoFactorEnabled ? "2FA an" : "2FA aus", `${account.activeSessions} Sitzung(en)`];
          print(`${account.email}  ${account.name}  [${flags.join(", ")}]  seit ${account.createdAt.toISOString().slice(0, 10)}`);
        }
        break;
      }
    }
  } finally {
    await handle.close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  runAdminCli(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof CliError || error instanceof AccountError || error instanceof EnvError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
