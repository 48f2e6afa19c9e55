import { sql } from "/work/main/node_modules/drizzle-orm/index.js";
import { openDatabase } from "./app/db/client.server";
import { colourMaskSql } from "./app/features/catalog/colour-groups.server";
const url = process.argv[2]!;
const h = await openDatabase(url.startsWith("postgres") ? { databaseUrl: url } : { pgliteDir: url });
for (const [k, q] of Object.entries({ mask: sql`SELECT sum(${colourMaskSql(sql`name`)}) FROM products`, count: sql`SELECT count(*) FROM products`, lower: sql`SELECT count(*) FROM products WHERE lower(name) LIKE '%x%'` })) {
  await h.db.execute(q);
  const t = performance.now(); await h.db.execute(q); console.log(k, (performance.now() - t).toFixed(0), "ms");
}
await h.close();
