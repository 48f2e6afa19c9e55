import { findCategoryBySlug } from "../../app/features/catalog/category-tree";
import { slugify as slugifyText } from "../../app/utils/slugify";
import { imageFileName, type AccessoryView, type BikeView, type ImageSubject } from "./bike-svg";
import {
  ACCESSORY_GROUPS,
  ACCESSORY_LINES,
  BRAKES,
  CATEGORY_RECIPES,
  CLOSING_SENTENCES,
  COLOUR_WEIGHTS,
  NAME_COLOURS,
  FORKS_BY_TRAVEL,
  FRAMES,
  GEARS,
  INTRO_OPENERS,
  KIDS_HEIGHT_CM,
  NEUTRAL_IMAGE_COLOUR,
  SHOCKS,
  TYRES,
  segmentByKey,
  type AccessoryLine,
  type ColourWord,
  type ModelLine,
  type Segment,
} from "./german-names";
import { createRng, type Rng } from "./prng";

/** Where demo product pictures are served from (public/images/products). */
export const PRODUCT_IMAGE_URL_PREFIX = "/images/products/";

// Names repeat a lot while searching for a free handle; slugify is the hot spot of generation.
const slugCache = new Map<string, string>();
function slugify(text: string): string {
  let slug = slugCache.get(text);
  if (slug === undefined) {
    slug = slugifyText(text);
    slugCache.set(text, slug);
  }
  return slug;
}

export interface DemoImage {
  readonly src: string;
  readonly alt: string;
  readonly subject: ImageSubject;
}

export interface DemoOption {
  readonly name: string;
  readonly values: readonly string[];
}

export interface DemoVariant {
  /** One value per product option, in option order. */
  readonly options: readonly string[];
  readonly sku: string;
  readonly grams: number;
  readonly inventoryQty: number;
  readonly priceCents: number;
  readonly compareAtCents: number | null;
  readonly barcode: string | null;
  readonly image: DemoImage | null;
}

/** One product as it appears in a Shopify product CSV. */
export interface DemoProduct {
  readonly handle: string;
  readonly title: string;
  readonly bodyHtml: string;
  readonly vendor: string;
  /** Name of the category-tree node, or '' for parts and accessories. */
  readonly productCategory: string;
  /** Tree slug behind `productCategory` (not written to the CSV). */
  readonly categorySlug: string | null;
  readonly type: string;
  readonly tags: readonly string[];
  /** Shopify style: a product without options has one option 'Title' = 'Default Title'. */
  readonly options: readonly DemoOption[];
  readonly variants: readonly DemoVariant[];
  readonly images: readonly DemoImage[];
}

export type ProductStyle = "standard" | "complex" | "mayhem";

/** Edge cases the Mayhem import files exercise, one per product. */
export type MayhemTrait =
  | "many-images"
  | "three-options"
  | "sold-out"
  | "no-barcode"
  | "partial-sale"
  | "max-price"
  | "min-price"
  | "long-text"
  | "quote-title";

/**
 * Handles, SKUs and EANs already used. Everything that can be imported together is
 * generated against one registry, so a handle never means two different products.
 */
export class CatalogueRegistry {
  readonly handles = new Set<string>();
  readonly skus = new Set<string>();
  readonly barcodes = new Set<string>();
}

export interface ProductSpec {
  /** Key prefix of the seeds: product i is generated from `${seed}/${i}`. */
  readonly seed: string;
  readonly count: number;
  /**
   * Category-tree slugs, used round-robin (product i gets entry i % length);
   * `null` produces a part or accessory without tree category. Default: all tree nodes.
   */
  readonly categorySlugs?: readonly (string | null)[];
  readonly style?: ProductStyle;
  /** Exactly this many variants per product (benchmark files). */
  readonly variantsPerProduct?: number;
  /** Mayhem edge cases, round-robin like `categorySlugs`. */
  readonly traits?: readonly MayhemTrait[];
  readonly registry?: CatalogueRegistry;
}

interface ProductRequest {
  readonly key: string;
  readonly categorySlug: string | null;
  readonly style: ProductStyle;
  readonly variantsPerProduct?: number;
  readonly trait?: MayhemTrait;
  readonly registry: CatalogueRegistry;
}

export function generateProducts(spec: ProductSpec): DemoProduct[] {
  const registry = spec.registry ?? new CatalogueRegistry();
  const slugs = spec.categorySlugs ?? defaultCategorySlugs();
  if (slugs.length === 0) throw new Error("generateProducts needs at least one category");
  const products: DemoProduct[] = [];
  for (let index = 0; index < spec.count; index++) {
    const slug = slugs[index % slugs.length] ?? null;
    const trait = spec.traits?.length ? spec.traits[index % spec.traits.length] : undefined;
    products.push(
      generateProduct({
        key: `${spec.seed}/${index}`,
        categorySlug: slug,
        style: spec.style ?? "standard",
        variantsPerProduct: spec.variantsPerProduct,
        trait,
        registry,
      }),
    );
  }
  return products;
}

function defaultCategorySlugs(): string[] {
  return Object.keys(CATEGORY_RECIPES);
}

export function generateProduct(request: ProductRequest): DemoProduct {
  return request.categorySlug === null ? generateAccessory(request) : generateBike(request, request.categorySlug);
}

// Names ---------------------------------------------------------------------------------

/** Retries with a fresh seed until the handle is free; the benchmark may fall back to '-2'. */
const NAME_ATTEMPTS = 40;

function claimName<T extends { title: string }>(
  request: ProductRequest,
  draw: (rng: Rng, attempt: number) => T,
): { rng: Rng; handle: string; drawn: T } {
  let last: { rng: Rng; drawn: T } | undefined;
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
    const rng = createRng(`${request.key}#${attempt}`);
    const drawn = draw(rng, attempt);
    const handle = slugify(drawn.title);
    last = { rng, drawn };
    if (!request.registry.handles.has(handle)) {
      request.registry.handles.add(handle);
      return { rng, handle, drawn };
    }
  }
  if (!last) throw new Error("unreachable");
  // Shopify's own rule for a repeated title: number the handle.
  const base = slugify(last.drawn.title);
  for (let suffix = 2; ; suffix++) {
    const handle = `${base}-${suffix}`;
    if (!request.registry.handles.has(handle)) {
      request.registry.handles.add(handle);
      return { ...last, handle };
    }
  }
}

function colourSlug(colour: ColourWord | null): string {
  return colour ? slugify(colour) : NEUTRAL_IMAGE_COLOUR;
}

// Bikes ---------------------------------------------------------------------------------

type ColourMode = "name" | "option" | "none";

interface BikeName {
  title: string;
  baseTitle: string;
  segment: Segment;
  line: ModelLine;
  level: string;
  colourMode: ColourMode;
  nameColour: ColourWord | null;
}

function drawBikeName(rng: Rng, request: ProductRequest, categorySlug: string): BikeName {
  const recipe = CATEGORY_RECIPES[categorySlug];
  if (!recipe) throw new Error(`No demo recipe for category ${categorySlug}`);
  let segmentKey = rng.pick(recipe.segments);
  if (request.trait === "three-options" || request.trait === "max-price") segmentKey = "emtb-fully";
  const segment = segmentByKey(segmentKey);
  const line = rng.pick(segment.lines);
  const level = rng.pick(line.levels);
  const frameWord = recipe.frameWords ? rng.pick(recipe.frameWords) : "";
  const modelText = `${line.model} ${level}`;
  const wheelWord = recipe.wheelWord && !modelText.includes(recipe.wheelWord) ? recipe.wheelWord : "";

  let colourMode: ColourMode;
  if (request.trait === "many-images" || request.trait === "three-options") colourMode = "option";
  else if (request.variantsPerProduct !== undefined) colourMode = request.variantsPerProduct > 6 ? "option" : "name";
  else if (request.style === "complex")
    colourMode = rng.weighted([
      ["option", 7],
      ["name", 3],
    ]);
  else
    colourMode = rng.weighted([
      ["name", 80],
      ["option", 11],
      ["none", 9],
    ]);
  const nameColour = colourMode === "name" ? rng.weighted(COLOUR_WEIGHTS) : null;

  const baseTitle = [line.brand, line.model, level, frameWord, wheelWord].filter(Boolean).join(" ");
  const title = nameColour ? `${baseTitle} ${nameColour}` : baseTitle;
  return { title, baseTitle, segment, line, level, colourMode, nameColour };
}

function generateBike(request: ProductRequest, categorySlug: string): DemoProduct {
  const node = findCategoryBySlug(categorySlug);
  if (!node) throw new Error(`Unknown category slug ${categorySlug}`);
  const { rng, handle, drawn: name } = claimName(request, (rng) => drawBikeName(rng, request, categorySlug));
  const { segment, line } = name;

  // Options: size first, then colour (Shopify 'Option1', 'Option2'), then the battery.
  const options: DemoOption[] = [];
  const forced = request.variantsPerProduct;
  const sizeOption = forced !== undefined ? forcedSizeOption(segment, forced) : drawSizeOption(rng, segment, line);
  if (sizeOption) options.push(sizeOption);
  let colours: ColourWord[] = name.nameColour ? [name.nameColour] : [];
  if (name.colourMode === "option") {
    const count = request.trait === "many-images" ? 4 : forced !== undefined ? Math.ceil(forced / 6) : rng.int(2, 3);
    colours = pickDistinctColours(rng, count);
    options.push({ name: "Farbe", values: colours });
  }
  const batteryOptions = request.trait === "three-options" ? ["625 Wh", "750 Wh"] : null;
  if (batteryOptions) options.push({ name: "Akku", values: batteryOptions });

  // Prices in whole euros; each later wheel size or the bigger battery costs a little more.
  const [minPrice, maxPrice] = segment.price;
  const steps = sizeOption?.name === "Laufradgröße (Zoll)" ? sizeOption.values.length - 1 : 0;
  const upcharge = (batteryOptions ? 200 : 0) + steps * 20;
  const basePrice =
    request.trait === "max-price"
      ? maxPrice
      : roundBikePrice(rng, skewedBetween(rng, minPrice, maxPrice - upcharge), minPrice, maxPrice - upcharge);

  const electric = segment.electric;
  const imageColours = colours.length > 0 ? colours.map(colourSlug) : [NEUTRAL_IMAGE_COLOUR];
  const images = bikeImages(rng, request, name, imageColours, colours);

  const combos = cartesian(options.map((option) => option.values));
  const variantOptions = forced !== undefined ? combos.slice(0, forced) : combos;
  const weightGrams =
    Math.round((segment.weightKg[0] + rng.next() * (segment.weightKg[1] - segment.weightKg[0])) * 10) * 100;
  const sale = drawSale(rng, request);
  const soldOut = request.trait === "sold-out" || (request.style === "standard" && rng.chance(0.04));
  const withBarcode = request.trait !== "no-barcode" && rng.chance(0.85);
  const variantValues = variantOptions.length > 0 ? variantOptions : [["Default Title"]];
  const skus = claimSkus(
    request.registry,
    { brand: line.brand, model: line.model, level: name.level, colour: name.nameColour },
    variantValues,
  );

  const variants: DemoVariant[] = variantValues.map((values, index) => {
    const sizeIndex = sizeOption ? sizeOption.values.indexOf(values[0] ?? "") : 0;
    const wheelStep = sizeOption?.name === "Laufradgröße (Zoll)" ? sizeIndex : 0;
    const batteryStep = batteryOptions ? batteryOptions.indexOf(values[values.length - 1] ?? "") : 0;
    const priceEuros = basePrice + wheelStep * 20 + batteryStep * 200;
    const colourIndex = name.colourMode === "option" ? colours.indexOf(values[sizeOption ? 1 : 0] as ColourWord) : 0;
    return {
      options: values,
      sku: skus[index] ?? "",
      grams: weightGrams + Math.max(0, sizeIndex) * 150 + batteryStep * 600,
      inventoryQty: soldOut ? 0 : drawStock(rng),
      priceCents: priceEuros * 100,
      compareAtCents: sale.applies(index) ? bikeCompareAt(rng, priceEuros) * 100 : null,
      barcode: withBarcode ? claimEan(rng, request.registry) : null,
      image:
        name.colourMode === "option"
          ? (images.find((image) => image.subject.colour === imageColours[colourIndex]) ?? null)
          : null,
    };
  });

  const categoryName = node.name;
  const specs = bikeSpecs(rng, name, weightGrams, sizeOption, categorySlug);
  return {
    handle,
    title: name.title,
    bodyHtml: describeBike(rng, request, name, specs),
    vendor: line.brand,
    productCategory: categoryName,
    categorySlug,
    type: electric ? "E-Bikes" : "Fahrräder",
    tags: unique([line.brand, ...segment.tags, categoryName, ...(sale.all ? ["Sale"] : [])]),
    options: options.length > 0 ? options : [{ name: "Title", values: ["Default Title"] }],
    variants,
    images,
  };
}

function drawSizeOption(rng: Rng, segment: Segment, line: ModelLine): DemoOption | null {
  const sizing = segment.sizing;
  switch (sizing.kind) {
    case "none":
      return null;
    case "line-wheels":
      return { name: "Laufradgröße (Zoll)", values: line.wheels ?? ["20", "24"] };
    case "wheel": {
      const count = rng.int(1, sizing.values.length);
      const start = rng.int(0, sizing.values.length - count);
      return { name: "Laufradgröße (Zoll)", values: sizing.values.slice(start, start + count) };
    }
    case "frame": {
      const count = rng.int(sizing.min, Math.min(sizing.max, sizing.values.length));
      const start = rng.int(0, sizing.values.length - count);
      return { name: "Rahmenhöhe", values: sizing.values.slice(start, start + count) };
    }
  }
}

/** Benchmark products: exactly N variants, sizes first and colours when sizes run out. */
function forcedSizeOption(segment: Segment, variantsPerProduct: number): DemoOption | null {
  if (variantsPerProduct <= 1) return null;
  const centimetres = segment.sizing.kind === "frame" && segment.sizing.values[0]?.endsWith("cm");
  const values = centimetres
    ? ["44 cm", "48 cm", "52 cm", "56 cm", "60 cm", "64 cm"]
    : ["XS", "S", "M", "L", "XL", "XXL"];
  return { name: "Rahmenhöhe", values: values.slice(0, Math.min(6, variantsPerProduct)) };
}

function pickDistinctColours(rng: Rng, count: number): ColourWord[] {
  const chosen: ColourWord[] = [];
  while (chosen.length < Math.min(count, NAME_COLOURS.length)) {
    const colour = rng.weighted(COLOUR_WEIGHTS);
    if (!chosen.includes(colour)) chosen.push(colour);
  }
  return chosen;
}

function cartesian(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (combos, values) => combos.flatMap((combo) => values.map((value) => [...combo, value])),
    lists.length ? [[]] : [],
  );
}

/** Cheaper bikes are more common than expensive ones. */
function skewedBetween(rng: Rng, min: number, max: number): number {
  return min + (max - min) * Math.pow(rng.next(), 1.4);
}

/** Whole-euro prices ending in 9: 549, 1.299, 2.449. */
function roundBikePrice(rng: Rng, raw: number, min: number, max: number): number {
  const step = raw < 1000 || rng.chance(0.25) ? 50 : 100;
  const rounded = Math.max(step, Math.round(raw / step) * step) - 1;
  return Math.min(max, Math.max(min, rounded));
}

function bikeCompareAt(rng: Rng, price: number): number {
  const raw = price * (1.1 + rng.next() * 0.35);
  const step = raw < 1000 ? 50 : 100;
  return Math.max(price + step, Math.ceil(raw / step) * step) - 1;
}

interface Sale {
  readonly all: boolean;
  applies(variantIndex: number): boolean;
}

/** Real reductions: a whole product, or only some variants (an end-of-line colour or size). */
function drawSale(rng: Rng, request: ProductRequest): Sale {
  if (request.trait === "partial-sale" || request.trait === "no-barcode") {
    return { all: false, applies: (index) => index % 2 === 0 };
  }
  const kind = rng.weighted([
    ["none", 62],
    ["all", 28],
    ["some", 10],
  ] as const);
  if (kind === "none") return { all: false, applies: () => false };
  if (kind === "all") return { all: true, applies: () => true };
  const seed = rng.int(0, 3);
  return { all: false, applies: (index) => (index + seed) % 3 === 0 };
}

function drawStock(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.12) return 0;
  if (roll < 0.37) return rng.int(1, 5);
  return rng.int(6, 30);
}

// Codes ---------------------------------------------------------------------------------

function code(text: string, length = 3): string {
  return slugify(text).replace(/-/g, "").slice(0, length).toUpperCase();
}

/**
 * SKUs of all variants of one product: 'RW-CUB-STE-140-SCH-M'. The product part gets more
 * detail (trim level, then a counter) until no SKU of the product is taken anywhere.
 */
function claimSkus(
  registry: CatalogueRegistry,
  product: { brand: string; model: string; level: string; colour: ColourWord | null },
  variantValues: readonly (readonly string[])[],
): string[] {
  const { brand, model, level, colour } = product;
  const number = `${model} ${level}`.split(/\s+/).find((token) => /\d/.test(token));
  const levelCode = level
    .split(/\s+/)
    .filter((token) => token && token !== number)
    .map((token) => code(token, 3))
    .join("");
  const parts = ["RW", code(brand), code(model.split(/\s+/)[0] ?? model), number ? code(number, 5) : ""];
  const colourCode = colour ? code(colour) : "";
  const colours: readonly string[] = NAME_COLOURS;
  const suffixes = variantValues.map((values) =>
    values.filter((value) => value !== "Default Title").map((value) => code(value, colours.includes(value) ? 3 : 8)),
  );
  const short = [...parts, colourCode].filter(Boolean).join("-");
  const detailed = [...parts, levelCode, colourCode].filter(Boolean).join("-");
  for (let attempt = 0; ; attempt++) {
    const base = attempt === 0 ? short : attempt === 1 ? detailed : `${detailed}-${attempt}`;
    const skus = suffixes.map((suffix) => [base, ...suffix].join("-"));
    if (skus.every((sku) => !registry.skus.has(sku))) {
      for (const sku of skus) registry.skus.add(sku);
      return skus;
    }
  }
}

/** GS1 check digit of the first 12 digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits, got ${first12}`);
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(barcode: string): boolean {
  return /^\d{13}$/.test(barcode) && ean13CheckDigit(barcode.slice(0, 12)) === Number(barcode[12]);
}

/** German GS1 prefix 40–43 plus random digits; unique across the registry. */
function claimEan(rng: Rng, registry: CatalogueRegistry): string {
  for (;;) {
    let digits = String(rng.int(40, 43));
    for (let index = 0; index < 10; index++) digits += String(rng.int(0, 9));
    const barcode = digits + String(ean13CheckDigit(digits));
    if (!registry.barcodes.has(barcode)) {
      registry.barcodes.add(barcode);
      return barcode;
    }
  }
}

// Images --------------------------------------------------------------------------------

const DETAIL_VIEWS: readonly BikeView[] = ["antrieb", "cockpit", "studio"];
const BALANCE_DETAIL_VIEWS: readonly BikeView[] = ["cockpit", "studio"];
const VIEW_CAPTIONS: Readonly<Record<BikeView, string>> = {
  side: "Seitenansicht",
  antrieb: "Detailansicht Antrieb",
  cockpit: "Detailansicht Cockpit",
  studio: "Studioaufnahme",
};

/** The importer accepts up to 16 images per product (spec §9). */
const MAX_IMAGES = 16;

function image(subject: ImageSubject, alt: string): DemoImage {
  return { src: `${PRODUCT_IMAGE_URL_PREFIX}${imageFileName(subject)}`, alt, subject };
}

function bikeImages(
  rng: Rng,
  request: ProductRequest,
  name: BikeName,
  imageColours: readonly string[],
  colourWords: readonly ColourWord[],
): DemoImage[] {
  const { render: kind, electric } = name.segment;
  const viewCount =
    request.trait === "many-images"
      ? 4
      : request.style === "complex"
        ? rng.int(3, 4)
        : rng.weighted([
            [1, 30],
            [2, 25],
            [3, 25],
            [4, 20],
          ] as const);
  // Standard products keep to 1-4 pictures: one side view per colour, details of the first.
  const limit = request.style === "standard" ? Math.max(viewCount, imageColours.length) : MAX_IMAGES;
  const firstColourDetails = Math.max(0, Math.min(viewCount, limit - imageColours.length + 1) - 1);
  const images: DemoImage[] = [];
  imageColours.forEach((colour, colourIndex) => {
    const word = colourWords[colourIndex];
    const label = name.colourMode === "option" && word ? `${name.title} in ${word}` : name.title;
    const detailCount = request.trait === "many-images" ? viewCount - 1 : colourIndex === 0 ? firstColourDetails : 0;
    // A balance bike has no drivetrain to show in detail.
    const detailViews = rng.sample(kind === "balance" ? BALANCE_DETAIL_VIEWS : DETAIL_VIEWS, detailCount);
    for (const view of ["side", ...detailViews] as BikeView[]) {
      if (images.length < limit) {
        images.push(image({ type: "bike", kind, electric, colour, view }, `${label} – ${VIEW_CAPTIONS[view]}`));
      }
    }
  });
  return images;
}

// Descriptions --------------------------------------------------------------------------

type SpecItem = readonly [label: string, value: string];

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function formatKg(grams: number): string {
  return `ca. ${(grams / 1000).toFixed(1).replace(".", ",")} kg`;
}

function batteryWh(line: ModelLine, level: string): number | null {
  if (line.wh === undefined) return null;
  if (line.wh !== "fromLevel") return line.wh;
  const match = /(\d{3,4})/.exec(level);
  return match ? Number(match[1]) : 500;
}

function forkFor(rng: Rng, travel: number): string {
  const entry = FORKS_BY_TRAVEL.find(([limit]) => travel <= limit) ?? FORKS_BY_TRAVEL[FORKS_BY_TRAVEL.length - 1];
  return rng.pick(entry?.[1] ?? ["Federgabel"]);
}

function wheelSizeText(rng: Rng, name: BikeName, sizeOption: DemoOption | null, categorySlug: string): string {
  const recipe = CATEGORY_RECIPES[categorySlug];
  if (sizeOption?.name === "Laufradgröße (Zoll)") return `${sizeOption.values.join(" / ")} Zoll`;
  if (recipe?.wheelWord === "29") return "29 Zoll";
  if (recipe?.wheelWord === "27.5") return "27,5 Zoll";
  switch (name.segment.family) {
    case "emtb":
    case "mtb":
      return rng.pick(["29 Zoll", "27,5 Zoll", "Mullet (29 / 27,5 Zoll)"]);
    case "dirt":
      return "26 Zoll";
    case "road":
    case "gravel":
    case "egravel":
      return "28 Zoll (700C)";
    case "ecargo":
      return "20 Zoll vorne / 26 Zoll hinten";
    case "folding":
    case "efold":
      return rng.pick(["16 Zoll", "20 Zoll"]);
    default:
      return "28 Zoll";
  }
}

function bikeSpecs(
  rng: Rng,
  name: BikeName,
  grams: number,
  sizeOption: DemoOption | null,
  categorySlug: string,
): SpecItem[] {
  const { segment, line } = name;
  const family = segment.family;
  const required: SpecItem[] = [["Rahmen", rng.pick(FRAMES[family])]];
  const optional: SpecItem[] = [];
  const wh = batteryWh(line, name.level);
  if (segment.electric) {
    required.push(["Motor", line.motor ?? "Bosch Performance Line CX"]);
    required.push(["Akku", `${wh ?? 500} Wh`]);
    const factor = family === "emtb" || family === "ekids" ? 0.16 : 0.22;
    optional.push(["Reichweite", `bis zu ${Math.round(((wh ?? 500) * factor) / 5) * 5} km`]);
  }
  const gears = GEARS[family];
  if (gears.length > 0) required.push(["Schaltung", rng.pick(gears)]);
  if (line.travel !== undefined && line.travel >= 50 && family !== "balance") {
    optional.push(["Federgabel", `${forkFor(rng, line.travel)}, ${line.travel} mm`]);
  }
  if (segment.fullSuspension && line.travel !== undefined) {
    required.push(["Federweg", `${line.travel + 10} mm vorne / ${line.travel} mm hinten`]);
    optional.push(["Dämpfer", rng.pick(SHOCKS)]);
  }
  required.push(["Bremsen", rng.pick(BRAKES[family])]);
  optional.push(["Laufradgröße", wheelSizeText(rng, name, sizeOption, categorySlug)]);
  optional.push(["Reifen", rng.pick(TYRES[family])]);
  if (family === "etour" || family === "trekking" || family === "city" || family === "ecargo") {
    optional.push([
      "Beleuchtung",
      rng.pick([
        "Busch & Müller IQ-XS mit Standlicht",
        "Supernova Mini 2 / M99 Tail",
        "LED-Scheinwerfer mit Nabendynamo",
      ]),
    ]);
    optional.push([
      "Gepäckträger",
      rng.pick(["Racktime Snap-it, max. 25 kg", "integriert, max. 27 kg", "Aluminium, MIK-kompatibel"]),
    ]);
  }
  if (family === "ecargo")
    required.push(["Zuladung", rng.pick(["max. 200 kg Systemgewicht", "max. 220 kg Systemgewicht"])]);
  if (family === "folding" || family === "efold")
    optional.push(["Faltmaß", rng.pick(["58 x 56 x 27 cm", "79 x 40 x 72 cm", "65 x 35 x 64 cm"])]);
  if (family === "kids" || family === "balance" || family === "ekids") {
    const wheelKey =
      sizeOption?.name === "Laufradgröße (Zoll)" ? (sizeOption.values[0] ?? "20") : family === "balance" ? "12" : "26";
    const [from, to] = KIDS_HEIGHT_CM[wheelKey] ?? [120, 150];
    required.push(["Empfohlene Körpergröße", `${from}–${to} cm`]);
  }
  required.push(["Gewicht", formatKg(grams)]);

  // 5 to 9 entries; the canonical order below keeps frame and drive first, weight last.
  const order = [
    "Rahmen",
    "Motor",
    "Akku",
    "Reichweite",
    "Schaltung",
    "Federgabel",
    "Federweg",
    "Dämpfer",
    "Bremsen",
    "Laufradgröße",
    "Reifen",
    "Beleuchtung",
    "Gepäckträger",
    "Zuladung",
    "Faltmaß",
    "Empfohlene Körpergröße",
    "Gewicht",
  ];
  const target = Math.min(9, Math.max(5, rng.int(5, 9)));
  const extras = rng.shuffle(optional).slice(0, Math.max(0, target - required.length));
  const chosen = [...required, ...extras].slice(0, 9);
  return chosen.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
}

function familySentence(name: BikeName, specs: readonly SpecItem[]): string | null {
  const spec = (label: string) => specs.find(([key]) => key === label)?.[1];
  const { segment, line } = name;
  if (segment.electric && spec("Akku")) {
    const range = spec("Reichweite");
    return `Der ${line.motor ?? "Bosch Performance Line CX"} und der Akku mit ${spec("Akku")} ${range ? `bringen Dich ${range} weit` : "sorgen für kraftvolle Unterstützung"}.`;
  }
  if (segment.fullSuspension && line.travel)
    return `${line.travel} mm Federweg am Heck sorgen für Kontrolle und Komfort, wenn es ruppig wird.`;
  switch (segment.family) {
    case "mtb":
      return line.travel ? `Die Federgabel mit ${line.travel} mm Federweg glättet Wurzeln und Schotter.` : null;
    case "road":
      return "Der steife Rahmen setzt jeden Tritt direkt in Vortrieb um.";
    case "gravel":
      return "Breite Reifen und eine ausgewogene Geometrie machen es auf Schotter wie auf Asphalt souverän.";
    case "trekking":
    case "city":
      return "Beleuchtung, Schutzbleche und Gepäckträger sind bereits an Bord.";
    case "folding":
      return "Zusammengefaltet passt es in jeden Kofferraum und unter jeden Schreibtisch.";
    case "dirt":
      return "Der robuste Rahmen steckt auch harte Landungen weg.";
    case "kids":
    case "balance": {
      const height = spec("Empfohlene Körpergröße");
      return height ? `Geeignet für Kinder mit einer Körpergröße von etwa ${height}.` : null;
    }
    default:
      return null;
  }
}

function describeBike(rng: Rng, request: ProductRequest, name: BikeName, specs: readonly SpecItem[]): string {
  const values = {
    name: name.title,
    brand: name.line.brand,
    model: `${name.line.model}${name.level ? ` ${name.level}` : ""}`,
    label: name.segment.label,
    // '… hat das X als leichtes Rennrad entwickelt': that opener takes the label without article.
    bareLabel: name.segment.label.replace(/^eine? /, ""),
    use: rng.pick(name.segment.uses),
  };
  const sentences = [fill(rng.pick(INTRO_OPENERS), values)];
  const detail = familySentence(name, specs);
  if (detail && rng.chance(0.8)) sentences.push(detail);
  if (sentences.length === 1 || rng.chance(0.2)) sentences.push(rng.pick(CLOSING_SENTENCES));
  return composeHtml(rng, request, sentences, specs);
}

function composeHtml(
  rng: Rng,
  request: ProductRequest,
  sentences: readonly string[],
  specs: readonly SpecItem[],
): string {
  const items = specs.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`);
  const intro = `<p>${escapeHtml(sentences.join(" "))}</p>`;
  if (request.style === "standard") return `${intro}<ul>${items.join("")}</ul>`;
  // Complex and Mayhem files carry multi-line HTML, as real Shopify exports do.
  const parts = [intro, "<ul>", ...items, "</ul>"];
  if (request.trait === "long-text" || (request.style === "mayhem" && rng.chance(0.3))) {
    parts.push(
      "<h3>Gut zu wissen</h3>",
      `<p>Unser Werkstatt-Team sagt: „Einmal eingestellt, läuft es einfach.“ Maße in Zoll (") und Zentimetern, Angaben ohne Gewähr &amp; Änderungen vorbehalten.</p>`,
      "<p>Lieferumfang: Rad, Pedale, Reflektoren, Bedienungsanleitung; Montage &lt; 15 Minuten.</p>",
    );
  }
  return parts.join("\n");
}

// Parts and accessories ------------------------------------------------------------------

interface AccessoryName {
  title: string;
  line: AccessoryLine;
  colour: ColourWord | null;
}

// Mayhem: inch marks in titles (CSV quoting) and the cheapest items of the shop.
const QUOTE_TITLE_LINES: readonly AccessoryLine[] = [
  'Marathon Plus 28" Reflex',
  'Big Apple 28" x 2,00',
  'Nobby Nic 29" x 2,40',
  'Smart Sam 26" x 2,25',
].map((model) => ({
  kind: "reifen",
  brand: "Schwalbe",
  model,
  price: [29, 49],
  grams: [700, 1000],
  colours: ["Schwarz", null],
}));

const CHEAP_LINES: readonly AccessoryLine[] = [
  "Schlauch SV17 Sclaverand",
  "Schlauch AV17 Autoventil",
  "Schlauch SV13 Kinderrad",
  "Schlauch SV19 MTB",
  "Schlauch SV20 Rennrad",
].map((model) => ({ kind: "reifen", brand: "Schwalbe", model, price: [9, 10], grams: [100, 200], colours: [null] }));

const ACCESSORY_KINDS = Object.keys(ACCESSORY_GROUPS) as (keyof typeof ACCESSORY_GROUPS)[];

function drawAccessoryName(rng: Rng, request: ProductRequest, attempt: number): AccessoryName {
  let line: AccessoryLine;
  if (request.trait === "quote-title") line = rng.pick(QUOTE_TITLE_LINES);
  else if (request.trait === "min-price") line = rng.pick(CHEAP_LINES);
  else {
    // Spread the pool evenly over the six kinds, whatever the key.
    const kind = ACCESSORY_KINDS[(rng.int(0, 5) + attempt) % ACCESSORY_KINDS.length] ?? "helm";
    line = rng.pick(ACCESSORY_LINES.filter((candidate) => candidate.kind === kind));
  }
  const colour = rng.pick(line.colours);
  const title = [line.brand, line.model, colour].filter(Boolean).join(" ");
  return { title, line, colour };
}

function accessoryPriceCents(rng: Rng, [min, max]: readonly [number, number]): number {
  // 39,99 € / 39,95 € / 40,00 €; never below 9,99 € nor above 199 €.
  const euros = rng.int(min, max);
  const ending = rng.weighted([
    [1, 70],
    [5, 20],
    [0, 10],
  ] as const);
  return Math.min(19_900, Math.max(999, euros * 100 - ending));
}

function generateAccessory(request: ProductRequest): DemoProduct {
  const { rng, handle, drawn } = claimName(request, (rng, attempt) => drawAccessoryName(rng, request, attempt));
  const { line, colour } = drawn;
  const group = ACCESSORY_GROUPS[line.kind];
  const forced = request.variantsPerProduct;
  let option: DemoOption | null = line.sizes ? { name: line.sizes.name, values: line.sizes.values } : null;
  if (forced !== undefined) {
    option =
      forced > 1
        ? { name: "Wähle Deine Größe", values: ["XS", "S", "M", "L", "XL", "XXL"].slice(0, Math.min(6, forced)) }
        : null;
  }
  const priceCents = request.trait === "min-price" ? 999 : accessoryPriceCents(rng, line.price);
  const sale = drawSale(rng, request);
  const soldOut = request.trait === "sold-out" || (request.style === "standard" && rng.chance(0.04));
  const withBarcode = request.trait !== "no-barcode" && rng.chance(0.9);
  const grams = rng.int(line.grams[0], line.grams[1]);
  const values = option ? option.values.map((value) => [value]) : [["Default Title"]];
  const skus = claimSkus(request.registry, { brand: line.brand, model: line.model, level: "", colour }, values);
  const variants: DemoVariant[] = values.map((optionValues, index) => ({
    options: optionValues,
    sku: skus[index] ?? "",
    grams: grams + index * 20,
    inventoryQty: soldOut ? 0 : drawStock(rng),
    priceCents,
    compareAtCents: sale.applies(index) ? Math.ceil((priceCents * (1.15 + rng.next() * 0.3)) / 100) * 100 - 1 : null,
    barcode: withBarcode ? claimEan(rng, request.registry) : null,
    image: null,
  }));

  const imageColour = colourSlug(colour);
  const views: AccessoryView[] = request.style === "standard" && rng.chance(0.5) ? ["main"] : ["main", "detail"];
  const images = views.map((view) =>
    image(
      { type: "accessory", kind: line.kind, colour: imageColour, view },
      `${drawn.title} – ${view === "main" ? "Produktbild" : "Detailansicht"}`,
    ),
  );
  const specs = accessorySpecs(rng, line, grams, option);
  const sentences = [fill(rng.pick(group.intro), { name: drawn.title })];
  if (rng.chance(0.5)) sentences.push(`Ein ${group.noun} von ${line.brand}, geprüft von unserem Team.`);
  return {
    handle,
    title: drawn.title,
    bodyHtml: composeHtml(rng, request, sentences, specs),
    vendor: line.brand,
    productCategory: "",
    categorySlug: null,
    type: group.type,
    tags: unique([group.type, group.groupName, line.brand, ...(sale.all ? ["Sale"] : [])]),
    options: option ? [option] : [{ name: "Title", values: ["Default Title"] }],
    variants,
    images,
  };
}

function accessorySpecs(rng: Rng, line: AccessoryLine, grams: number, option: DemoOption | null): SpecItem[] {
  const sizes: SpecItem[] = option ? [["Größen", option.values.join(", ")]] : [];
  const weight: SpecItem = ["Gewicht", `ca. ${grams} g`];
  const byKind: Record<AccessoryLine["kind"], SpecItem[]> = {
    helm: [
      ["Norm", "EN 1078"],
      ["Belüftung", `${rng.int(8, 22)} Lüftungsöffnungen`],
      ["Verschluss", rng.pick(["Fidlock-Magnetverschluss", "Klickverschluss", "Drehrad-Verstellsystem"])],
      ["Schutzsystem", rng.pick(["MIPS", "In-Mold-Bauweise", "MIPS Air"])],
      ["Licht", rng.pick(["integriertes LED-Rücklicht", "Halterung für Rücklicht", "Reflektoren rundum"])],
    ],
    schloss: [
      ["Material", rng.pick(["gehärteter Stahl", "Spezialstahl, ummantelt", "Stahl-Gliederkette"])],
      [
        "Sicherheitslevel",
        line.brand === "Abus" ? `ABUS Level ${rng.int(7, 15)}` : rng.pick(["Sold Secure Gold", "Sold Secure Silver"]),
      ],
      ["Länge", `${rng.pick([55, 75, 85, 90, 110])} cm`],
      ["Halterung", rng.pick(["inklusive Rahmenhalterung", "Transporttasche inklusive", "ohne Halterung"])],
      ["Schlüssel", rng.pick(["2 Schlüssel", "3 Schlüssel, einer mit LED", "2 Schlüssel und Code-Karte"])],
    ],
    licht: [
      ["Lichtstärke", rng.pick(["30 Lux", "80 Lux", "100 Lux", "800 Lumen", "1100 Lumen"])],
      ["Akku", `USB-C, bis zu ${rng.int(2, 12)} h Leuchtdauer`],
      ["Zulassung", rng.pick(["StVZO-zugelassen", "nicht für den Straßenverkehr zugelassen"])],
      ["Montage", "werkzeugfrei am Lenker"],
      ["Schutzklasse", rng.pick(["IPX4", "IPX7"])],
    ],
    pumpe: [
      ["Max. Druck", rng.pick(["11 bar / 160 psi", "8 bar / 120 psi", "14 bar / 200 psi"])],
      ["Ventile", "Presta, Schrader, Dunlop"],
      ["Manometer", rng.pick(["analog, gut ablesbar", "digital", "ohne"])],
      ["Material", rng.pick(["Aluminium", "Stahl", "Kunststoff mit Aluminiumkolben"])],
      ["Länge", `${rng.int(18, 68)} cm`],
    ],
    reifen: [
      ["Bauart", rng.pick(["Faltreifen", "Drahtreifen", "Faltreifen, Tubeless Easy"])],
      ["Pannenschutz", rng.pick(["SmartGuard", "RaceGuard", "BlackChili ProTection", "EXO+"])],
      ["Karkasse", `${rng.pick([60, 67, 120, 127])} EPI`],
      ["E-Bike", rng.pick(["E-25 geeignet", "E-50 geeignet"])],
      ["Einsatz", rng.pick(["Alltag und Touren", "Trail und Enduro", "Straße und Training"])],
    ],
    sattel: [
      ["Breite", `${rng.int(130, 170)} mm`],
      ["Länge", `${rng.int(240, 285)} mm`],
      ["Gestell", rng.pick(["Chromoly", "Titan", "Carbon", "Stahl"])],
      ["Polsterung", rng.pick(["Memory-Schaum", "Gel-Einlage", "Leder, ungepolstert"])],
      ["Einsatz", rng.pick(["Trekking und City", "Mountainbike", "Rennrad und Gravel"])],
    ],
  };
  const extras = rng.sample(byKind[line.kind], rng.int(Math.max(0, 4 - sizes.length), 5));
  return [...sizes, ...extras, weight];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
