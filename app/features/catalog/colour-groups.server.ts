import { sql, type SQL } from "drizzle-orm";
import { COLOUR_MASK_GROUPS, COLOUR_MASK_PATTERNS, MULTICOLOUR_BIT, type ColourGroup } from "./colour-groups";

/**
 * SQL twins of colourMaskOf() / colourGroupOfMask(), built from the same patterns, so
 * TypeScript and the database cannot disagree. Each pattern runs once per row and the
 * group follows from the mask. (This costs about 20 µs per name on PostgreSQL; facet
 * counts are therefore cached, see product-listing.server.ts.)
 */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

export function colourMaskSql(name: SQL): SQL {
  const bits = COLOUR_MASK_PATTERNS.map(
    (pattern, bit) => sql`(CASE WHEN lower(${name}) ~ ${literal(pattern)} THEN ${sql.raw(String(1 << bit))} ELSE 0 END)`,
  );
  return sql`(${sql.join(bits, sql` | `)})`;
}

const BASIC_BITS = (1 << MULTICOLOUR_BIT) - 1;
const bitsSql = (value: number) => sql.raw(String(value));

/** The colour group (text) of a mask computed by colourMaskSql. */
export function colourGroupFromMaskSql(mask: SQL): SQL<ColourGroup> {
  const single = COLOUR_MASK_GROUPS.map((group, bit) => sql`WHEN ${bitsSql(1 << bit)} THEN ${group}`);
  return sql<ColourGroup>`(CASE
    WHEN (${mask} & ${bitsSql(1 << MULTICOLOUR_BIT)}) <> 0 THEN 'Mehrfarbig'
    ELSE CASE (${mask} & ${bitsSql(BASIC_BITS)}) WHEN 0 THEN 'Sonstige' ${sql.join(single, sql` `)} ELSE 'Mehrfarbig' END
  END)`;
}

/** The mask condition for one colour group. */
export function colourMatchesSql(mask: SQL, group: ColourGroup): SQL {
  const basic = sql`(${mask} & ${bitsSql(BASIC_BITS)})`;
  const multi = sql`(${mask} & ${bitsSql(1 << MULTICOLOUR_BIT)}) <> 0`;
  if (group === "Sonstige") return sql`(${mask} = 0)`;
  // Two or more basic bits: basic & (basic - 1) clears the lowest set bit.
  if (group === "Mehrfarbig") return sql`(${multi} OR (${basic} & (${basic} - 1)) <> 0)`;
  const bit = COLOUR_MASK_GROUPS.indexOf(group);
  return sql`(NOT ${multi} AND ${basic} = ${bitsSql(1 << bit)})`;
}

/**
 * The condition "this product's name is in colour group `group`" for a WHERE clause. For
 * a basic group its own pattern runs first, so the full mask (every pattern) is only
 * computed for the names that can match.
 */
export function nameInColourGroupSql(name: SQL, group: ColourGroup): SQL {
  const exact = colourMatchesSql(colourMaskSql(name), group);
  const bit = COLOUR_MASK_GROUPS.indexOf(group as (typeof COLOUR_MASK_GROUPS)[number]);
  if (bit < 0) return exact;
  return sql`(lower(${name}) ~ ${literal(COLOUR_MASK_PATTERNS[bit]!)} AND ${exact})`;
}
