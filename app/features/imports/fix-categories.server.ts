import { asc, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { slugify } from "../../utils/slugify";
import { categoryAncestry } from "../catalog/category-tree";
import { assignCategory, deriveCategory, type CategoryAssignment } from "./category-mapping.server";
import type { CategoryMove, FixCategoriesReply } from "./run-types";

/** What the rules look at: the product's stored category fields, type, tags and name. */
export interface CategoryFacts {
  name: string;
  productType: string | null;
  tags: string[];
  category: string | null;
  subcategory: string | null;
  categorySlug: string | null;
}

export interface CategoryDecision {
  assignment: CategoryAssignment | null;
  rule: CategoryMove["rule"];
}

// Parts and accessories have no node in the bike tree; their names must not be read as
// bikes ('Kinderfahrradhelm' is not a 'Kinderfahrrad').
const ACCESSORY = /zubeh|(^|\W)teile?(\W|$)|ersatzteil|helm|schloss|pumpe|licht|lampe|leuchte|tasche|schlauch|reifen|mantel|kette|sattel|pedal|flasche|handschuh|werkzeug|st(ae|ä)nder|klingel|korb|computer|tacho|schutzblech/;
const E_BIKE = /(^|\W)e-?bikes?(\W|$)|pedelec|(^|\W)e-(mtb|mountain|lasten|falt|gravel|city|trekking|rad|r(ae|ä)der)|hybrid/;

/** Keyword rules on the product's texts, most specific first. `e`: only for e-bikes; otherwise only for bikes. */
const NAME_RULES: ReadonlyArray<{ e: boolean; pattern: RegExp; slug: string | ((match: RegExpMatchArray) => string) }> = [
  { e: true, pattern: /lasten|cargo/, slug: "e-lastenraeder" },
  { e: true, pattern: /falt|klapp|fold/, slug: "e-faltraeder" },
  { e: true, pattern: /gravel/, slug: "e-gravelbikes" },
  { e: true, pattern: /kinder|kids|jugend/, slug: "e-bikes-kinder" },
  { e: true, pattern: /tiefeinsteiger|wave/, slug: "e-bikes-tiefeinsteiger" },
  { e: true, pattern: /fully|full.?suspension|vollgefedert|enduro|trail/, slug: "e-bikes-fully" },
  { e: true, pattern: /hardtail/, slug: "e-bikes-hardtail" },
  { e: true, pattern: /mtb|mountain/, slug: "e-mountainbikes" },
  { e: true, pattern: /trekking|touren/, slug: "e-bikes-trekking" },
  { e: true, pattern: /damen|lady|women/, slug: "e-bikes-damen" },
  { e: true, pattern: /herren|(^|\W)men(\W|$)/, slug: "e-bikes-herren" },
  { e: true, pattern: /city|urban|stadt/, slug: "e-bikes-city" },
  { e: false, pattern: /laufrad|lauflern|balance/, slug: "lauflernraeder" },
  { e: false, pattern: /kinder\S*\s.*?(12|14|16|18|20|24)\s*(zoll|")/, slug: (match) => `kinderraeder-${match[1]}-zoll` },
  { e: false, pattern: /kinder|kids/, slug: "kinderfahrraeder" },
  { e: false, pattern: /jugend/, slug: "jugendraeder" },
  { e: false, pattern: /dirt/, slug: "dirtbikes" },
  { e: false, pattern: /downhill/, slug: "downhill-fullys" },
  { e: false, pattern: /enduro/, slug: "enduro-fullys" },
  { e: false, pattern: /cyclocross|crosser/, slug: "cyclocross-raeder" },
  { e: false, pattern: /gravel/, slug: "gravel-bikes" },
  { e: false, pattern: /rennrad|rennr(ae|ä)der|road|endurance|aero/, slug: "rennraeder" },
  { e: false, pattern: /cross.?(rad|r(ae|ä)der|bike)/, slug: "crossraeder" },
  { e: false, pattern: /trekking/, slug: "trekkingraeder" },
  { e: false, pattern: /holland/, slug: "hollandraeder" },
  { e: false, pattern: /falt|klapp|fold/, slug: "faltraeder" },
  { e: false, pattern: /retro|vintage/, slug: "retro-bikes" },
  { e: false, pattern: /urban/, slug: "urban-bikes" },
  { e: false, pattern: /city|stadt/, slug: "cityraeder" },
  { e: false, pattern: /fully|full.?suspension|vollgefedert/, slug: "mtb-fullys" },
  { e: false, pattern: /hardtail/, slug: "mtb-hardtails" },
  { e: false, pattern: /mtb|mountain/, slug: "mountainbikes" },
];

/**
 * Where a product belongs in the fixed tree. In order: a stored slug that is in the tree;
 * an old category text (subcategory before category) naming a node; the product type or a
 * tag naming a node; keyword rules over all its texts. Parts and accessories stay without
 * category.
 */
export function decideCategory(facts: CategoryFacts): CategoryDecision {
  if (facts.categorySlug) {
    const assignment = assignCategory(facts.categorySlug);
    if (assignment) return { assignment, rule: "slug" };
  }
  const fromText = deriveCategory([facts.subcategory, facts.category]);
  if (fromText) return { assignment: fromText, rule: "category-text" };
  const fromType = deriveCategory([facts.productType, ...facts.tags]);
  if (fromType) return { assignment: fromType, rule: "type" };

  const context = [facts.productType, facts.category, facts.subcategory, ...facts.tags].filter(Boolean).join(" ").toLowerCase();
  const text = `${facts.name} ${context}`.toLowerCase();
  if (ACCESSORY.test(context) || (!E_BIKE.test(text) && ACCESSORY.test(facts.name.toLowerCase()))) {
    return { assignment: null, rule: "none" };
  }
  const isEBike = E_BIKE.test(text);
  for (const rule of NAME_RULES) {
    if (rule.e !== isEBike) continue;
    const match = text.match(rule.pattern);
    if (!match) continue;
    const slug = typeof rule.slug === "string" ? rule.slug : rule.slug(match);
    const assignment = assignCategory(slugify(slug));
    if (assignment) return { assignment, rule: "name" };
  }
  return { assignment: null, rule: "none" };
}

function describe(category: string | null, subcategory: string | null, slug: string | null): string | null {
  const ancestry = slug ? categoryAncestry(slug) : undefined;
  if (ancestry) return ancestry.map((node) => node.name).join(" › ");
  const texts = [category, subcategory].filter(Boolean);
  if (texts.length === 0 && !slug) return null;
  return [...texts, ...(slug ? [`(${slug})`] : [])].join(" › ");
}

const PAGE_SIZE = 2000;
const MOVES_SHOWN = 200;

/**
 * /admin/fix-categories: re-maps every product onto the fixed tree and reports what moved.
 * Changed products get content_hash NULL, so a later re-import of their file restores the
 * file's category. All changes are written in one transaction; `dryRun` only reports.
 */
export async function reorganiseCategories(
  db: Database,
  options: { dryRun?: boolean; onChecked?(count: number): void } = {},
): Promise<FixCategoriesReply> {
  const changes: Array<{ id: string; category: string | null; subcategory: string | null; slug: string | null }> = [];
  const moves: CategoryMove[] = [];
  let checked = 0;
  let unassigned = 0;
  let lastId: string | null = null;
  for (;;) {
    const page = await db
      .select({
        id: products.id,
        handle: products.handle,
        name: products.name,
        productType: products.productType,
        tags: products.tags,
        category: products.category,
        subcategory: products.subcategory,
        categorySlug: products.categorySlug,
      })
      .from(products)
      .where(lastId ? gt(products.id, lastId) : undefined)
      .orderBy(asc(products.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) break;
    lastId = page.at(-1)!.id;
    for (const product of page) {
      checked++;
      const { assignment, rule } = decideCategory(product);
      if (!assignment) unassigned++;
      // A product no rule can place keeps its texts unless its slug points outside the tree.
      const target = assignment ?? {
        categorySlug: null,
        category: product.categorySlug ? null : product.category,
        subcategory: product.categorySlug ? null : product.subcategory,
      };
      const same =
        target.categorySlug === product.categorySlug && target.category === product.category && target.subcategory === product.subcategory;
      if (same) continue;
      changes.push({ id: product.id, category: target.category, subcategory: target.subcategory, slug: target.categorySlug });
      if (moves.length < MOVES_SHOWN) {
        moves.push({
          handle: product.handle,
          name: product.name,
          from: describe(product.category, product.subcategory, product.categorySlug),
          to: describe(target.category, target.subcategory, target.categorySlug),
          rule,
        });
      }
    }
    options.onChecked?.(page.length);
  }

  if (!options.dryRun && changes.length > 0) {
    await db.transaction(async (tx) => {
      for (let start = 0; start < changes.length; start += PAGE_SIZE) {
        const json = JSON.stringify(changes.slice(start, start + PAGE_SIZE));
        await tx.execute(sql`UPDATE ${products} SET
            category = input.category, subcategory = input.subcategory, category_slug = input.slug,
            content_hash = NULL, updated_at = now()
          FROM jsonb_to_recordset(${json}::jsonb) AS input(id uuid, category text, subcategory text, slug text)
          WHERE ${products.id} = input.id`);
      }
    });
  }

  const moved = changes.length;
  const verb = options.dryRun ? "würden verschoben" : "verschoben";
  return {
    kind: "fix-categories",
    success: true,
    message: `${checked} Produkte geprüft: ${moved} ${verb}, ${checked - moved} unverändert, ${unassigned} ohne Baumkategorie (z. B. Teile und Zubehör).`,
    checked,
    moved,
    unchanged: checked - moved,
    unassigned,
    moves,
  };
}
