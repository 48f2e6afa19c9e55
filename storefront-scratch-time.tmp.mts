import { openDatabase } from "./app/db/client.server";
import { parseFilterQuery } from "./app/features/catalog/filter-query";
import { listProducts, queryProductPage } from "./app/features/catalog/product-listing.server";
import { planSearch, withSearchPlanning } from "./app/features/catalog/search.server";
const QUERIES = process.argv.slice(3).length ? process.argv.slice(3) : ["Cube", "Stereo", "Hiabike", "Fahrräder", "schwarz trekking", "stere", "Santa Cruz", "Kathmandu Hybrid", "Fully", "Gravel", "Canyon Spectral", "Reaction Pro", "Laufrad", "Kinderrad", "Dunkelblau", "Marlin", "Trek Fuel", "Urban", "Kalkhof", "Akku", "Carbon", "Cross-Country", "Neuron", "Lastenrad", "E-Bike", "Macina", "Gazelle Chamonix", "Woom", "Nevo", "Pendeln"];
const h = await openDatabase(process.argv[2]!.startsWith("postgres") ? { databaseUrl: process.argv[2]! } : { pgliteDir: process.argv[2]! });
const filters = parseFilterQuery(new URLSearchParams(), { defaultSort: "relevance" });
await planSearch(h.db, "x");
for (const q of QUERIES) {
  const plan = (await planSearch(h.db, q))!;
  await withSearchPlanning(h.db, (tx) => queryProductPage(tx, { kind: "search", plan }, filters));
  const times: number[] = []; const ftimes: number[] = [];
  let total = 0;
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    const p = (await planSearch(h.db, q))!;
    await withSearchPlanning(h.db, (tx) => queryProductPage(tx, { kind: "search", plan: p }, filters));
    times.push(performance.now() - t);
    t = performance.now();
    const l = await listProducts(h.db, { kind: "search", plan: p }, filters, { cacheFacets: false });
    total = l.total;
    ftimes.push(performance.now() - t);
  }
  times.sort((a, b) => a - b); ftimes.sort((a, b) => a - b);
  console.log(q.padEnd(20), "matches", String(total).padStart(6), "page", times[2]!.toFixed(1).padStart(7), "ms   full", ftimes[2]!.toFixed(1).padStart(7), "ms");
}
await h.close();
