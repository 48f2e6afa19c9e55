import { z } from "zod";

const orderChangeSchema = z.object({
  op: z.enum(["insert", "update", "delete"]),
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  previousStatus: z.string().nullable().optional(),
});

/** One change to the orders table; `resync` means "changes may have been missed, reload". */
export type OrderChange = z.output<typeof orderChangeSchema> | { op: "resync" };

export function parseOrderChange(payload: string): OrderChange | null {
  try {
    const parsed = orderChangeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
