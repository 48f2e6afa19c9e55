// Order benchmark: `npm run bench orders`.
//
// Concurrent checkouts through placeOrder (the whole money path: stock, order number, items,
// confirmation mail with GiroCode into the outbox) on PGlite and – when BENCH_DATABASE_URL is
// set – on PostgreSQL (a fresh database is created there and dropped again).
// Two scenarios per database, ORDER_BENCH_SECONDS (5) each with ORDER_BENCH_CLIENTS (20)
// concurrent clients: orders spread over 200 variants, and every order on one hot variant.
// Prints orders/s and p50/p95/p99 latency.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";
import { migrateDatabase } from "../../app/db/migrate.server";
import { products, productVariants } from "../../app/db/schema";
import { placeOrderInputSchema } from "../../app/features/checkout/checkout-schema";
import { placeOrder } from "../../app/features/orders/place-order.server";
import { DEMO_BANK } from "../../app/utils/env.server";

const SECONDS = Number(process.env.ORDER_BENCH_SECONDS ?? 5);
const CLIENTS = Number(process.env.ORDER_BENCH_CLIENTS ?? 20);
const shop = { ...DEMO_BANK, SHOP_NAME: "Radwerk", PUBLIC_URL: "http://localhost:3000" };

interface Line {
  productId: string;
  variantId: string;
}

async function seed(handle: DatabaseHandle, count: number): Promise<Line[]> {
  const lines: Line[] = [];
  for (let index = 0; index < count; index += 1) {
    const [product] = await handle.db
      .insert(products)
      .values({ handle: `bench-${randomUUID()}`, name: `Bench-Rad ${index}`, price: "999.00", stock: 1_000_000, options: [{ name: "Rahmenhöhe", values: ["M"] }] })
      .returning({ id: products.id });
    const [variant] = await handle.db
      .insert(productVariants)
      .values({ productId: product!.id, price: "999.00", stock: 1_000_000, optionsKey: "M", selectedOptions: [{ name: "Rahmenhöhe", value: "M" }] })
      .returning({ id: productVariants.id });
    lines.push({ productId: product!.id, variantId: variant!.id });
  }
  return lines;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function scenario(handle: DatabaseHandle, label: string, pick: () => Line[]) {
  const latencies: number[] = [];
  let failures = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        const input = placeOrderInputSchema.parse({
          idempotencyKey: randomUUID(),
          shipping: { name: "Bench Kunde", email: "bench@example.com", address: "Teststraße 1", zip: "10115", city: "Berlin", country: "Deutschland" },
          lines: pick().map((line) => ({ ...line, quantity: 1 })),
        });
        const t0 = performance.now();
        try {
          await placeOrder(handle.db, input, shop);
          latencies.push(performance.now() - t0);
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(38)} ${(latencies.length / seconds).toFixed(1).padStart(7)} Bestellungen/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms  (${latencies.length} ok, ${failures} Fehler)`,
  );
}

async function benchDatabase(name: string, handle: DatabaseHandle) {
  await migrateDatabase(handle);
  const lines = await seed(handle, 200);
  let next = 0;
  await scenario(handle, `${name}: 2 Positionen, 200 Varianten`, () => {
    next = (next + 2) % lines.length;
    return [lines[next]!, lines[(next + 1) % lines.length]!];
  });
  await scenario(handle, `${name}: 1 Position, eine heiße Variante`, () => [lines[0]!]);
}

export async function runOrderBench() {
  console.log(`${CLIENTS} gleichzeitige Kassen, je ${SECONDS} s`);
  const pglite = await openDatabase({});
  try {
    await benchDatabase("PGlite", pglite);
  } finally {
    await pglite.close();
  }
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    console.log("PostgreSQL: übersprungen (BENCH_DATABASE_URL nicht gesetzt)");
    return;
  }
  const dbName = `radwerk_order_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${dbName}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), maxConnections: CLIENTS });
  try {
    await benchDatabase("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
