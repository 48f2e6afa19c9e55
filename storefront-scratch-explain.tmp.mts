import { sql } from "/work/main/node_modules/drizzle-orm/index.js";
import { openDatabase } from "./app/db/client.server";
import { parseFilterQuery } from "./app/features/catalog/filter-query";
import { queryProductPage } from "./app/features/catalog/product-listing.server";
import { planSearch } from "./app/features/catalog/search.server";
const url = process.argv[2]!;
const h = await openDatabase(url.startsWith("postgres") ? { databaseUrl: url } : { pgliteDir: url });
const plan = (await planSearch(h.db, process.argv[3]!))!;
console.log(JSON.stringify(plan.words));
const filters = parseFilterQuery(new URLSearchParams(), { defaultSort: "relevance" });
// Print explain by re-running raw
await h.db.transaction(async (tx) => {
  await tx.execute(sql`SET LOCAL enable_seqscan = off`);
  const e = tx.execute.bind(tx);
  let out: any;
  (tx as any).execute = async (q: any) => { out = await e(sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`); return { rows: [] }; };
  await queryProductPage(tx, { kind: "search", plan }, filters);
  console.log(out.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
});
await h.close();
