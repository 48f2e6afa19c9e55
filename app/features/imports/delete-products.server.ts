import type { Database } from "../../db/client.server";
import { products } from "../../db/schema";
import { countCatalogue } from "./import-engine.server";
import { IMPORT_TEXTS } from "./import-texts";
import type { DeleteProductsReply } from "./run-types";

/**
 * Spec §4 "Delete-all-products": removes every product and (by cascade) its variants in one
 * transaction. Orders are untouched: order_items keep their names and prices and have no
 * foreign key to products (app/db/schema.ts).
 */
export async function deleteAllProducts(db: Database): Promise<DeleteProductsReply> {
  const before = await db.transaction(async (tx) => {
    const counts = await countCatalogue(tx);
    await tx.delete(products);
    return counts;
  });
  return {
    kind: "delete-products",
    success: true,
    message: `${IMPORT_TEXTS.allProductsDeleted}: ${before.products} Produkte und ${before.variants} Varianten entfernt.`,
    productsDeleted: before.products,
    variantsDeleted: before.variants,
  };
}
