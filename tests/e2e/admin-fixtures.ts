import path from "node:path";
import { openDatabase } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { createAccount } from "../../app/features/auth/admin-accounts.server";
import { createTestAuth } from "../support/auth";
import { insertTestOrder } from "../support/orders";

/** The admin the e2e server creates at start (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@radwerk.example", password: "e2e-admin-passwort" } as const;
/** A second admin who turns on two-factor sign-in in its test (kept apart from E2E_ADMIN). */
export const E2E_TOTP_ADMIN = { email: "zwei-faktor@radwerk.example", password: "e2e-totp-passwort" } as const;
/** A signed-in user without the admin role (spec §6: sees 'Zugriff verweigert'). */
export const E2E_READER = { email: "leser@radwerk.example", password: "e2e-leser-passwort" } as const;

export interface AdminFixtures {
  orderIds: string[];
  orderNumbers: string[];
}

/**
 * Prepares the e2e server's PGlite database before the server starts (one process per
 * PGlite directory): migrated schema, a non-admin account and a few orders – checkout
 * does not exist yet, so orders are inserted directly.
 */
export async function seedAdminFixtures(dataDir: string): Promise<AdminFixtures> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(handle);
    const auth = createTestAuth(handle.db);
    await createAccount(auth, handle.db, { ...E2E_READER, name: "Lea Leser", admin: false });
    await createAccount(auth, handle.db, { ...E2E_TOTP_ADMIN, name: "Zoe Zweifaktor", admin: true });
    const orders = [
      await insertTestOrder(handle.db, {
        customerName: "Hanna Hartmann",
        customerEmail: "hanna@example.com",
        customerAddress: "Lindenweg 3",
        customerZip: "80331",
        customerCity: "München",
        notes: "Bitte beim Nachbarn abgeben",
        createdAt: new Date(Date.now() - 3 * 86_400_000),
        items: [
          { productName: "Haibike AllMtn 7 (Rahmenhöhe: L)", quantity: 1, priceCents: 549_900 },
          { productName: "Fahrradhelm (Farbe: Schwarz)", quantity: 2, priceCents: 7_995 },
        ],
      }),
      await insertTestOrder(handle.db, {
        customerName: "Jonas Becker",
        customerEmail: "jonas@example.com",
        customerPhone: null,
        status: "paid",
        createdAt: new Date(Date.now() - 2 * 86_400_000),
        items: [{ productName: "Trek Marlin 5 (Rahmenhöhe: M)", quantity: 1, priceCents: 74_900 }],
      }),
      await insertTestOrder(handle.db, {
        customerName: "Sophie Wagner",
        customerEmail: "sophie@example.com",
        createdAt: new Date(Date.now() - 86_400_000),
        items: [{ productName: "Cube Nuroad C:62 (Rahmenhöhe: 56 cm)", quantity: 1, priceCents: 219_900 }],
      }),
    ];
    return { orderIds: orders.map((order) => order.id), orderNumbers: orders.map((order) => order.orderNumber) };
  } finally {
    await handle.close();
  }
}
