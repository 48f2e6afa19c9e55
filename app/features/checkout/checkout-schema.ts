import { z } from "zod";

/** Spec §9 / catalogue limit: at most 100 cart lines. */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 99;

/** What the browser sends per cart line: identities and quantities only – prices are looked up on the server. */
export const orderLineSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});
export type OrderLineInput = z.infer<typeof orderLineSchema>;

const trimmed = (max: number) => z.string().trim().max(max, `Höchstens ${max} Zeichen`);
const required = (message: string, max: number) => trimmed(max).min(1, message);
const optional = (max: number) =>
  trimmed(max)
    .optional()
    .transform((value) => (value ? value : null));

export const shippingSchema = z
  .object({
    name: required("Bitte geben Sie Ihren Namen ein", 120),
    email: trimmed(254).pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein")),
    phone: optional(40),
    address: required("Bitte geben Sie Straße und Hausnummer ein", 200),
    zip: required("Bitte geben Sie die PLZ ein", 12),
    city: required("Bitte geben Sie die Stadt ein", 100),
    country: required("Bitte geben Sie das Land ein", 60),
    notes: optional(1000),
  })
  .superRefine((value, ctx) => {
    if (value.country.toLowerCase() === "deutschland" && !/^\d{5}$/.test(value.zip)) {
      ctx.addIssue({ code: "custom", path: ["zip"], message: "Die PLZ muss aus 5 Ziffern bestehen" });
    }
  });
export type ShippingInput = z.output<typeof shippingSchema>;
export type ShippingField = keyof z.input<typeof shippingSchema>;

export const placeOrderInputSchema = z.object({
  idempotencyKey: z.string().trim().min(16).max(100),
  shipping: shippingSchema,
  lines: z.array(orderLineSchema).max(MAX_CART_LINES, "Zu viele Positionen im Warenkorb"),
});
export type PlaceOrderInput = z.output<typeof placeOrderInputSchema>;
