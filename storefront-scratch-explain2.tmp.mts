import { sql } from "/work/main/node_modules/drizzle-orm/index.js";
import { openDatabase } from "./app/db/client.server";
import { summaryColumns, scopeCondition } from "./app/features/catalog/product-listing.server";
import { planSearch, searchRank } from "./app/features/catalog/search.server";
const url = process.argv[2]!;
const h = await openDatabase(url.startsWith("postgres") ? { databaseUrl: url } : { pgliteDir: url });
for (const q of process.argv.slice(3)) {
  const plan = (await planSearch(h.db, q))!;
  const w = plan.words[0]!;
  const union = sql.join(plan.words.map((word) => {
    const parts = [sql`SELECT id FROM products WHERE search_vector @@ to_tsquery('german', ${word.tsquery})`];
    for (const p of word.namePatterns) parts.push(sql`SELECT id FROM products WHERE lower(name) LIKE ${p}`);
    if (word.categorySlugs.length) parts.push(sql`SELECT id FROM products WHERE category_slug IN (${sql.join(word.categorySlugs.map((s) => sql`${s}`), sql`, `)})`);
    if (word.brands.length) parts.push(sql`SELECT id FROM products WHERE lower(brand) IN (${sql.join(word.brands.map((s) => sql`${s}`), sql`, `)})`);
    return sql`(${sql.join(parts, sql` UNION `)})`;
  }), sql` INTERSECT `);
  const cheapRank = sql`(CASE WHEN ${sql.join(plan.words.filter(x => x.namePatterns.length).map((x) => sql`(${sql.join(x.namePatterns.map(p => sql`lower(name) LIKE ${p}`), sql` OR `)})`), sql` AND `)} THEN 2 ELSE 0 END + CASE WHEN lower(name) LIKE ${plan.query.toLowerCase() + "%"} THEN 1 ELSE 0 END)`;
  const where = scopeCondition({ kind: "search", plan });
  const queries: Record<string, any> = {
    cheap: sql`SELECT ${summaryColumns} FROM products WHERE ${where} ORDER BY ${cheapRank} DESC, created_at DESC LIMIT 24`,
    cheap_noseq: sql`SELECT ${summaryColumns} FROM products WHERE ${where} ORDER BY ${cheapRank} DESC, created_at DESC LIMIT 24`,
    current_noseq: sql`SELECT ${summaryColumns} FROM products WHERE ${where} ORDER BY ${searchRank(plan)} DESC, created_at DESC LIMIT 24`,
    count_noseq: sql`SELECT count(*) FROM products WHERE ${where}`,
    current: sql`SELECT ${summaryColumns} FROM products WHERE ${scopeCondition({ kind: "search", plan })} ORDER BY ${searchRank(plan)} DESC, created_at DESC LIMIT 24`,
    // union_rank: sql`SELECT ${summaryColumns} FROM products WHERE id IN (${union}) ORDER BY ${searchRank(plan)} DESC, created_at DESC LIMIT 24`,
    // union_count: sql`SELECT count(*) FROM products WHERE id IN (${union})`,
    // union_ids: sql`SELECT count(*) FROM (${union}) x`,
  };
  for (const [k, query] of Object.entries(queries)) {
    const run = async () => k.endsWith("noseq") ? h.db.transaction(async (tx) => { await tx.execute(sql`SET LOCAL enable_seqscan = off`); await tx.execute(query); }) : h.db.execute(query);
    await run();
    const ts: number[] = [];
    for (let i = 0; i < 5; i++) { const t = performance.now(); await run(); ts.push(performance.now() - t); }
    ts.sort((a, b) => a - b);
    console.log(q.padEnd(12), k.padEnd(12), ts[2]!.toFixed(1));
  }
}
await h.close();
