import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Money is numeric(12,2) in the database; TypeScript code converts to integer cents
// (app/utils/money.ts) before doing arithmetic. See docs/decisions/002-money.md.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export interface ProductImage {
  url: string;
  alt: string | null;
}
export interface ProductOption {
  name: string;
  values: string[];
}
export interface SelectedOption {
  name: string;
  value: string;
}

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    handle: text("handle").notNull(),
    name: text("name").notNull(),
    /** Sanitised HTML (see the import engine). */
    description: text("description"),
    /** Lowest variant price; the product's own price when it has no variants. */
    price: money("price").notNull(),
    compareAtPrice: money("compare_at_price"),
    /** Sum of variant stock; the product's own stock when it has no variants. */
    stock: integer("stock").notNull().default(0),
    brand: text("brand"),
    /** Name of the top category of the fixed tree (spec §3 "category"). */
    category: text("category"),
    /** Name of the second-level category, when any (spec §3 "subcategory"). */
    subcategory: text("subcategory"),
    /** Slug of the most specific category-tree node the product belongs to. */
    categorySlug: text("category_slug"),
    /** Shopify "Type" column, kept for re-mapping categories later. */
    productType: text("product_type"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    sku: text("sku"),
    ean: text("ean"),
    imageUrl: text("image_url"),
    images: jsonb("images").$type<ProductImage[]>().notNull().default([]),
    options: jsonb("options").$type<ProductOption[]>(),
    /** Hash of the imported content: an unchanged re-import writes nothing. */
    contentHash: text("content_hash"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('german', coalesce(name, '')), 'A') || setweight(to_tsvector('german', coalesce(brand, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, '')), 'B') || setweight(to_tsvector('german', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("products_handle_key").on(table.handle),
    index("products_category_created_idx").on(table.categorySlug, table.createdAt.desc()),
    index("products_brand_created_idx").on(sql`lower(${table.brand})`, table.createdAt.desc()),
    index("products_created_idx").on(table.createdAt.desc()),
    index("products_price_idx").on(table.price),
    index("products_search_idx").using("gin", table.searchVector),
    index("products_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    check("products_stock_not_negative", sql`${table.stock} >= 0`),
    check("products_price_not_negative", sql`${table.price} >= 0`),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    title: text("title"),
    price: money("price").notNull(),
    compareAtPrice: money("compare_at_price"),
    stock: integer("stock").notNull().default(0),
    selectedOptions: jsonb("selected_options").$type<SelectedOption[]>().notNull().default([]),
    /** Stable identity of a variant within its product: its option values joined. */
    optionsKey: text("options_key").notNull(),
    position: integer("position").notNull().default(0),
    sku: text("sku"),
    ean: text("ean"),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("product_variants_product_options_key").on(table.productId, table.optionsKey),
    index("product_variants_product_position_idx").on(table.productId, table.position),
    check("product_variants_stock_not_negative", sql`${table.stock} >= 0`),
    check("product_variants_price_not_negative", sql`${table.price} >= 0`),
  ],
);

export const ORDER_STATUSES = ["pending", "paid", "shipped", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNumber: text("order_number")
      .notNull()
      .default(sql`generate_order_number()`),
    status: text("status").notNull().default("pending"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    customerAddress: text("customer_address").notNull(),
    customerCity: text("customer_city").notNull(),
    customerZip: text("customer_zip").notNull(),
    customerCountry: text("customer_country").notNull().default("Deutschland"),
    totalAmount: money("total_amount").notNull(),
    notes: text("notes"),
    /** Parcel tracking number, set by an admin when marking the order 'shipped'. */
    trackingNumber: text("tracking_number"),
    /** Sent by the checkout form: a repeated submit returns the same order. */
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("orders_order_number_key").on(table.orderNumber),
    uniqueIndex("orders_idempotency_key").on(table.idempotencyKey),
    index("orders_created_idx").on(table.createdAt.desc()),
    index("orders_status_idx").on(table.status),
    check("orders_total_not_negative", sql`${table.totalAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Variant id when a variant was chosen, else the product id. No foreign key:
     * orders keep their item names and prices when products are deleted. */
    productId: uuid("product_id"),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("order_items_order_idx").on(table.orderId),
    check("order_items_quantity_positive", sql`${table.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    /** E.g. the tracking number given when marking an order 'shipped'. */
    note: text("note"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_status_history_order_idx").on(table.orderId, table.changedAt)],
);

export interface ImportRunCounts {
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  variants: number;
  skipped: number;
  errors: number;
}
export interface ImportRowError {
  file: string | null;
  row: number;
  handle: string | null;
  message: string;
}

/** Live progress of a running import or maintenance run (app/features/imports). */
export interface ImportRunProgress {
  /** Current step (file or category), 1-based, of `steps`. */
  step: number;
  steps: number;
  /** Name of the current file or category. */
  label: string;
  /** Data rows read so far over all steps. */
  rowsRead: number;
  /** Products written, unchanged or checked so far over all steps. */
  productsDone: number;
  /** Products the run will handle, when known in advance (demo files), else null. */
  productsTotal: number | null;
  /** Share of the whole run done, 0 … 1. */
  fraction: number;
}

export const importRuns = pgTable(
  "import_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    preset: text("preset").notNull(),
    status: text("status").notNull().default("running"),
    dryRun: boolean("dry_run").notNull().default(false),
    startedBy: text("started_by").references(() => user.id, { onDelete: "set null" }),
    files: jsonb("files").$type<string[]>().notNull().default([]),
    counts: jsonb("counts").$type<ImportRunCounts>(),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
    message: text("message"),
    /** Updated while the run is going; null before the first step. */
    progress: jsonb("progress").$type<ImportRunProgress>(),
    /** The tool's reply (spec §3/§7 fields), shaped per tool; see app/features/imports/run-types.ts. */
    result: jsonb("result").$type<{ kind: string }>(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("import_runs_started_idx").on(table.startedAt.desc()),
    index("import_runs_preset_started_idx").on(table.preset, table.startedAt.desc()),
  ],
);

// --- Accounts (better-auth core schema; ids are text as better-auth generates them) ---

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("session_user_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** False between "enable" and the first correct code (better-auth twoFactor plugin). */
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factor_user_idx").on(table.userId)],
);

/** better-auth's rate-limit counters (`rateLimit.storage: "database"`): shared by all app processes. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("user_roles_user_role_key").on(table.userId, table.role)],
);

// --- Mail outbox (app/features/mail): mails are written in the same transaction as the
// change that causes them and sent afterwards by a worker, with retries. ---

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64-encoded content. */
  contentBase64: string;
  /** Content-ID for inline images referenced as cid:… in the HTML. */
  cid?: string;
}

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When the worker may (re)try; while 'sending' it is the end of the worker's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);
