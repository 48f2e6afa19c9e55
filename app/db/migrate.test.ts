import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createEmptyPostgresDatabase, testDatabaseKinds } from "../../tests/support/test-database";
import { openDatabase, queryRows } from "./client.server";
import { migrateDatabase } from "./migrate.server";

describe.runIf(testDatabaseKinds().includes("postgres"))("migrations on PostgreSQL", () => {
  it("are safe when two app processes start at once", async () => {
    const database = await createEmptyPostgresDatabase();
    const first = await openDatabase({ databaseUrl: database.url });
    const second = await openDatabase({ databaseUrl: database.url });
    try {
      await Promise.all([migrateDatabase(first), migrateDatabase(second)]);
      const applied = await queryRows<{ count: number }>(first.db, sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`);
      const journal = await import("../../drizzle/meta/_journal.json");
      expect(applied[0]?.count).toBe(journal.entries.length);
      const tables = await queryRows<{ name: string }>(
        first.db,
        sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.map((row) => row.name)).toEqual(
        expect.arrayContaining(["products", "product_variants", "orders", "order_items", "user_roles", "import_runs"]),
      );
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe("migrations on PGlite", () => {
  it("create the schema in an empty embedded database", async () => {
    const handle = await openDatabase({});
    try {
      await migrateDatabase(handle);
      const result = await queryRows<{ number: string }>(handle.db, sql`SELECT generate_order_number() AS number`);
      expect(result[0]?.number).toBe("RW-100001");
    } finally {
      await handle.close();
    }
  });
});
