import { COLOUR_GROUPS, type ColourGroup } from "../../app/features/catalog/colour-groups";
import type { AccessoryKind, BikeKind } from "./bike-svg";

/**
 * The wording of the demo catalogue: colour words, model lines per bike segment,
 * accessories, and the German building blocks of descriptions and specification lists.
 * Model names follow the manufacturers' real naming so the shop looks plausible; prices,
 * specs and stock are invented.
 */

/**
 * Colour words a product name may end with: the filter's colour groups (spec §2 "Filters")
 * except 'Sonstige', which is what a name without colour word falls into.
 */
export const NAME_COLOURS = COLOUR_GROUPS.filter((group): group is ColourWord => group !== "Sonstige");
export type ColourWord = Exclude<ColourGroup, "Sonstige">;

/** How often each colour ends a product name; dark and neutral frames dominate, as in real shops. */
export const COLOUR_WEIGHTS: readonly (readonly [ColourWord, number])[] = [
  ["Schwarz", 20],
  ["Grau", 12],
  ["Weiß", 8],
  ["Blau", 10],
  ["Rot", 8],
  ["Grün", 8],
  ["Gelb", 3],
  ["Orange", 4],
  ["Lila", 3],
  ["Braun", 3],
  ["Pink", 3],
  ["Türkis", 4],
  ["Mehrfarbig", 3],
];

/** Frame colour of products whose name carries no colour word (filter group 'Sonstige'). */
export const NEUTRAL_IMAGE_COLOUR = "silber";

export interface ModelLine {
  readonly brand: string;
  readonly model: string;
  /** Trim levels; '' for a model sold without one. */
  readonly levels: readonly string[];
  /** Suspension travel in mm (fork, or both ends of a fully). */
  readonly travel?: number;
  /** Battery capacity; `fromLevel` when the level's last number is the capacity ('Pro 750'). */
  readonly wh?: number | "fromLevel";
  readonly motor?: string;
  /** Wheel sizes (inch) for kids' lines sold in several sizes under one name. */
  readonly wheels?: readonly string[];
}

export type Sizing =
  | { readonly kind: "frame"; readonly values: readonly string[]; readonly min: number; readonly max: number }
  | { readonly kind: "wheel"; readonly values: readonly string[] }
  | { readonly kind: "line-wheels" }
  | { readonly kind: "none" };

export type SpecFamily =
  | "emtb"
  | "etour"
  | "ecargo"
  | "efold"
  | "egravel"
  | "ekids"
  | "mtb"
  | "dirt"
  | "road"
  | "gravel"
  | "trekking"
  | "city"
  | "folding"
  | "kids"
  | "balance";

export interface Segment {
  readonly key: string;
  readonly render: BikeKind;
  readonly electric: boolean;
  readonly family: SpecFamily;
  /** Noun phrase for the intro sentence: 'ein vollgefedertes E-Mountainbike'. */
  readonly label: string;
  readonly uses: readonly string[];
  readonly tags: readonly string[];
  /** Price range in whole euros, both inclusive. */
  readonly price: readonly [number, number];
  readonly weightKg: readonly [number, number];
  readonly sizing: Sizing;
  readonly fullSuspension?: boolean;
  readonly lines: readonly ModelLine[];
}

function lines(
  brand: string,
  model: string,
  levels: string,
  extra: Omit<ModelLine, "brand" | "model" | "levels"> = {},
): ModelLine {
  return { brand, model, levels: levels.split("|"), ...extra };
}

const MTB_SIZES = ["XS", "S", "M", "L", "XL"];
const FRAME_CM = ["44 cm", "48 cm", "52 cm", "56 cm", "60 cm"];
const ROAD_CM = ["50 cm", "52 cm", "54 cm", "56 cm", "58 cm", "61 cm"];
const mtbSizing: Sizing = { kind: "frame", values: MTB_SIZES, min: 3, max: 5 };
const cmSizing: Sizing = { kind: "frame", values: FRAME_CM, min: 2, max: 4 };
const roadSizing: Sizing = { kind: "frame", values: ROAD_CM, min: 3, max: 5 };
const wheel = (...values: string[]): Sizing => ({ kind: "wheel", values });

// Vollgefederte E-MTBs ------------------------------------------------------------------
const EMTB_FULLY_LINES = [
  lines("Cube", "Stereo Hybrid 140 HPC", "Pro 750|Race 750|SLX 750|TM 750", { travel: 140, wh: 750 }),
  lines("Cube", "Stereo Hybrid 160 HPC", "Race 750|SLX 750|ABS 750", { travel: 160, wh: 750 }),
  lines("Haibike", "AllMtn", "4|5|6|7|10", { travel: 150, wh: 720, motor: "Yamaha PW-X3" }),
  lines("Haibike", "Nduro", "6|7|8", { travel: 180, wh: 720, motor: "Yamaha PW-X3" }),
  lines("Focus", "Jam²", "6.8|6.9|7.0", { travel: 150, wh: 750 }),
  lines("Focus", "Sam²", "6.8|6.9", { travel: 170, wh: 750 }),
  lines("Trek", "Rail", "5 Gen 4|7 Gen 4|9.7 Gen 4|9.8 XT Gen 4", { travel: 150, wh: 800 }),
  lines("Santa Cruz", "Heckler 9", "C R|C S|CC X0 AXS", { travel: 150, wh: 720, motor: "Shimano EP801" }),
  lines("Giant", "Trance X E+", "1|2|3", { travel: 140, wh: 800, motor: "Giant SyncDrive Pro2" }),
  lines("Scott", "Patron eRide", "900|910|920", { travel: 160, wh: 750 }),
  lines("Canyon", "Spectral:ON CF", "7|8|9", { travel: 155, wh: 900, motor: "Shimano EP801" }),
  lines("Bulls", "Sonic EVO AM", "2|3|4", { travel: 160, wh: 750 }),
  lines("Ghost", "E-Riot AM", "Essential|Advanced|Pro", { travel: 160, wh: 750 }),
  lines("KTM", "Macina Prowler", "Master|Exonic", { travel: 170, wh: 750 }),
];

const EMTB_HARDTAIL_LINES = [
  lines("Cube", "Reaction Hybrid", "Pro 500|Pro 625|Race 750|SLX 750", { travel: 100, wh: "fromLevel" }),
  lines("Haibike", "AllTrack", "5 29|6 29|7 29", { travel: 120, wh: 720, motor: "Yamaha PW-ST" }),
  lines("Focus", "Jarifa²", "6.7|6.8|6.9", { travel: 120, wh: 625 }),
  lines("Trek", "Marlin+", "6|8", { travel: 100, wh: 500 }),
  lines("Bulls", "Copperhead EVO", "1 29|2 29|3 29", { travel: 100, wh: 625 }),
  lines("KTM", "Macina Chacana", "591|692", { travel: 120, wh: 625 }),
  lines("Ghost", "E-Teru", "Essential|Advanced|B Pro", { travel: 100, wh: 625 }),
  lines("Scott", "Aspect eRide", "910|930|950", { travel: 120, wh: 625 }),
  lines("Giant", "Talon E+", "1|2|3", { travel: 100, wh: 625, motor: "Giant SyncDrive Sport" }),
];

const EMTB_LIGHT_LINES = [
  lines("Trek", "Fuel EXe", "9.5|9.7|9.8 GX AXS|9.9 X0 AXS", { travel: 140, wh: 360, motor: "TQ HPR50" }),
  lines("Santa Cruz", "Heckler SL", "C R|C GX AXS|CC X0 AXS", { travel: 150, wh: 430, motor: "Fazua Ride 60" }),
  lines("Scott", "Lumen eRide", "900|910|930", { travel: 130, wh: 360, motor: "TQ HPR50" }),
  lines("Focus", "Jam² SL", "8.8|8.9|9.9", { travel: 150, wh: 430, motor: "Fazua Ride 60" }),
  lines("Haibike", "Lyke", "CF SE|CF 10|CF 11", { travel: 140, wh: 430, motor: "Fazua Ride 60" }),
  lines("Canyon", "Neuron:ONfly CF", "7|8|9", { travel: 140, wh: 400, motor: "Bosch Performance Line SX" }),
  lines("Cube", "AMS Hybrid ONE44", "C:62 SLT 400X|C:68X TM 400X", {
    travel: 140,
    wh: 400,
    motor: "Bosch Performance Line SX",
  }),
];

const ETREKKING_LINES = [
  lines("Cube", "Kathmandu Hybrid", "ONE 625|Pro 625|SLX 750|EXC 750", { travel: 63, wh: "fromLevel" }),
  lines("Cube", "Touring Hybrid", "ONE 500|Pro 625|EXC 625", { travel: 63, wh: "fromLevel" }),
  lines("Kalkhoff", "Endeavour", "3.B Move|5.B Excite+|7.B Advance+", {
    travel: 63,
    wh: 625,
    motor: "Bosch Performance Line",
  }),
  lines("Riese & Müller", "Charger4", "GT vario|GT touring|Mixte vario", { travel: 75, wh: 750 }),
  lines("Haibike", "Trekking", "4|6|8|9", { travel: 63, wh: 630, motor: "Yamaha PW-ST" }),
  lines("Focus", "Aventura²", "6.7|6.8|6.9", { travel: 63, wh: 625 }),
  lines("Trek", "Allant+", "7|8|9.9", { travel: 63, wh: 625 }),
  lines("Stevens", "E-Triton", "PT5|PT7", { travel: 63, wh: 625, motor: "Bosch Performance Line" }),
  lines("KTM", "Macina Style", "610|710|720", { travel: 63, wh: 625 }),
  lines("Gazelle", "Medeo T10", "HMB|Plus HMB", { travel: 63, wh: 500 }),
];

const ECITY_LINES = [
  lines("Gazelle", "Ultimate C380", "HMB|HMB Belt", { wh: 500, motor: "Bosch Performance Line" }),
  lines("Gazelle", "Grenoble C7+", "HMB|HMB Elite", { wh: 500, motor: "Bosch Active Line Plus" }),
  lines("Gazelle", "Paris C7+", "HMB|HMB Limited", { wh: 500, motor: "Shimano EP6" }),
  lines("Kalkhoff", "Image", "3.B Move|5.B Excite+|7.B Advance+", { wh: 625, motor: "Bosch Performance Line" }),
  lines("Kalkhoff", "Agattu", "3.B Move|4.B Move", { wh: 545, motor: "Bosch Active Line Plus" }),
  lines("Cube", "Town Sport Hybrid", "ONE 500|Pro 625|EXC 625", { wh: "fromLevel", motor: "Bosch Active Line Plus" }),
  lines("Cube", "Supreme Hybrid", "ONE 500|Pro 625|SLX 625", { wh: "fromLevel", motor: "Bosch Active Line Plus" }),
  lines("Riese & Müller", "Nevo4", "GT vario|GT touring|vario core", { wh: 625 }),
  lines("Riese & Müller", "Roadster4", "touring|vario HS", { wh: 625 }),
  lines("Trek", "District+", "1|2", { wh: 500, motor: "Bosch Active Line Plus" }),
  lines("Bulls", "Urban EVO", "10|15", { wh: 545, motor: "Bosch Active Line Plus" }),
  lines("KTM", "Macina Tour", "510|610", { wh: 500 }),
];

const ECARGO_LINES = [
  lines("Riese & Müller", "Load4 75", "touring|vario|Rohloff HS", { wh: 750, motor: "Bosch Cargo Line" }),
  lines("Riese & Müller", "Packster2 70", "vario|touring", { wh: 545, motor: "Bosch Cargo Line" }),
  lines("Urban Arrow", "Family", "Performance Line|Cargo Line", { wh: 545, motor: "Bosch Cargo Line" }),
  lines("Tern", "GSD", "S10|S00 LX", { wh: 545, motor: "Bosch Cargo Line" }),
  lines("Cube", "Cargo Hybrid", "Sport 500|Dual 1000", { wh: "fromLevel", motor: "Bosch Cargo Line" }),
  lines("Cube", "Trike Hybrid Family", "750", { wh: "fromLevel", motor: "Bosch Cargo Line" }),
  lines("Babboe", "Curve-E", "Mountain|City", { wh: 500, motor: "Yamaha PW-ST" }),
  lines("Gazelle", "Makki Load", "Cargo Line|Performance Line", { wh: 500, motor: "Bosch Cargo Line" }),
];

const EFOLDING_LINES = [
  lines("Tern", "Vektron", "S10|Q9|P10", { wh: 400, motor: "Bosch Performance Line" }),
  lines("Tern", "HSD", "S+|P9", { wh: 545, motor: "Bosch Performance Line" }),
  lines("Brompton", "Electric", "C Line Explore|P Line Urban", { wh: 300, motor: "Brompton Nabenmotor (vorne)" }),
  lines("Cube", "Fold Sport Hybrid", "500", { wh: "fromLevel", motor: "Bosch Active Line Plus" }),
  lines("Riese & Müller", "Tinker2", "vario|silent", { wh: 500, motor: "Bosch Performance Line" }),
];

const EGRAVEL_LINES = [
  lines("Cube", "Nuroad Hybrid C:62", "SLX 400X|Race 400X", { wh: 400, motor: "Bosch Performance Line SX" }),
  lines("Focus", "Atlas²", "6.8|6.9", { wh: 400, motor: "Bosch Performance Line SX" }),
  lines("Trek", "Domane+", "AL 5|SLR 7", { wh: 360, motor: "TQ HPR50" }),
  lines("Scott", "Solace Gravel eRide", "10|20|30", { wh: 360, motor: "TQ HPR50" }),
  lines("Canyon", "Grail:ON CF", "7|8", { wh: 500 }),
  lines("Giant", "Revolt E+", "1|2", { wh: 500, motor: "Giant SyncDrive Pro" }),
];

const EKIDS_LINES = [
  lines("Woom", "Up", "5|6", { travel: 90, wh: 250, motor: "Fazua Ride 50 Trail" }),
  lines("Cube", "Acid 240 Hybrid Rookie", "Pro 400|SLX 400", {
    travel: 80,
    wh: "fromLevel",
    motor: "Bosch Active Line Plus",
  }),
  lines("Haibike", "AllTrack Kids", "|Pro", { travel: 80, wh: 400, motor: "Yamaha PW-ST" }),
  lines("Scott", "Roxter eRide", "24|26", { travel: 100, wh: 400, motor: "Bosch Performance Line SX" }),
];

// Mountainbikes ------------------------------------------------------------------------
const XC_HARDTAIL_LINES = [
  lines("Scott", "Scale", "930|940|970|RC Team", { travel: 100 }),
  lines("Canyon", "Exceed CF", "6|7|8", { travel: 100 }),
  lines("Trek", "Procaliber", "6|8|9.6", { travel: 100 }),
  lines("Cube", "Reaction C:62", "Pro|Race|SLX|SLT", { travel: 100 }),
  lines("Focus", "Raven", "8.7|8.8|9.9", { travel: 100 }),
  lines("KTM", "Myroon", "Pro|Elite|Master", { travel: 100 }),
  lines("Giant", "XTC Advanced", "3|2|SL 1", { travel: 100 }),
  lines("Ghost", "Lector", "Advanced|Pro", { travel: 100 }),
];

const TRAIL_HARDTAIL_LINES = [
  lines("Trek", "Marlin", "5 Gen 3|6 Gen 3|7 Gen 3|8 Gen 3", { travel: 100 }),
  lines("Trek", "Roscoe", "6|7|8", { travel: 120 }),
  lines("Trek", "X-Caliber", "8|9", { travel: 100 }),
  lines("Cube", "Aim", "ONE|EX|SLX|Race|Pro", { travel: 100 }),
  lines("Cube", "Attention", "|SLX", { travel: 100 }),
  lines("Cube", "Analog", "", { travel: 100 }),
  lines("Santa Cruz", "Chameleon 8", "AL D|AL R|C S", { travel: 130 }),
  lines("Giant", "Talon", "1|2|3|4", { travel: 100 }),
  lines("Giant", "Fathom", "1|2", { travel: 130 }),
  lines("Scott", "Aspect", "930|950|960|970", { travel: 100 }),
  lines("Canyon", "Grand Canyon", "6|7|8|9", { travel: 120 }),
  lines("Focus", "Whistler", "3.6|3.7|3.9", { travel: 100 }),
  lines("Ghost", "Kato", "Essential|Universal|Advanced", { travel: 100 }),
  lines("KTM", "Ultra", "Sport|Ride|Fun", { travel: 100 }),
  lines("Bulls", "Copperhead", "1|2|3", { travel: 100 }),
];

const WOMEN_HARDTAIL_LINES = [
  lines("Cube", "Access WS", "Pro|Race|EXC|SLX", { travel: 100 }),
  lines("Liv", "Tempt", "1|2|3|4", { travel: 100 }),
  lines("Scott", "Contessa Active", "10|20|30|50", { travel: 100 }),
  lines("Ghost", "Lanao", "Essential|Universal|Advanced", { travel: 100 }),
  lines("KTM", "Penny Lane", "271|272", { travel: 100 }),
];

const DIRT_LINES = [
  lines("Cube", "Flying Circus", "|Pro", { travel: 100 }),
  lines("Trek", "Ticket DJ", "", { travel: 100 }),
  lines("Canyon", "Stitched", "360|360 Pro|720", { travel: 100 }),
  lines("Santa Cruz", "Jackal", "", { travel: 100 }),
  lines("Scott", "Voltage YZ", "0.1|0.2", { travel: 100 }),
  lines("NS Bikes", "Movement", "1|2|3", { travel: 100 }),
  lines("Dartmoor", "Two6Player", "Intro|Pro", { travel: 100 }),
];

const TRAIL_FULLY_LINES = [
  lines("Santa Cruz", "Hightower 3", "C R|C S|CC X0 AXS|CC XX AXS", { travel: 145 }),
  lines("Santa Cruz", "5010 5", "C R|C S|CC X0 AXS", { travel: 130 }),
  lines("Santa Cruz", "Bronson 4", "C R|C S|CC X0 AXS", { travel: 150 }),
  lines("Trek", "Fuel EX", "5 Gen 6|7 Gen 6|8 Gen 6|9.7 Gen 6|9.8 GX AXS Gen 6", { travel: 140 }),
  lines("Cube", "Stereo ONE44 C:62", "Pro|Race|SLX|TM", { travel: 140 }),
  lines("Cube", "Stereo ONE22", "Pro|Race", { travel: 120 }),
  lines("Focus", "Thron", "6.7|6.8|6.9", { travel: 140 }),
  lines("Focus", "Jam", "6.8|6.9", { travel: 150 }),
  lines("Giant", "Trance X", "1|2|3", { travel: 140 }),
  lines("Scott", "Genius", "900|910|920|930", { travel: 150 }),
  lines("Canyon", "Spectral", "6|7|CF 8|CF 9", { travel: 140 }),
  lines("Ghost", "Riot Trail", "Essential|Advanced|Pro", { travel: 140 }),
  lines("KTM", "Prowler", "Elite|Master", { travel: 150 }),
];

const XC_FULLY_LINES = [
  lines("Santa Cruz", "Blur 4", "C R|C S|CC X0 AXS", { travel: 115 }),
  lines("Santa Cruz", "Tallboy 5", "C R|C S", { travel: 120 }),
  lines("Trek", "Top Fuel", "5 Gen 4|7 Gen 4|8 Gen 4|9.8 GX AXS Gen 4", { travel: 120 }),
  lines("Trek", "Supercaliber", "9.7 Gen 2|9.8 Gen 2|9.9 XX Gen 2", { travel: 80 }),
  lines("Cube", "AMS ONE11 C:68X", "Pro|Race|SLX", { travel: 110 }),
  lines("Scott", "Spark", "930|950|960|RC Comp|RC Team Issue", { travel: 120 }),
  lines("Giant", "Anthem", "2|1|Advanced Pro 1", { travel: 100 }),
  lines("Canyon", "Lux Trail CF", "6|7|8", { travel: 120 }),
  lines("Canyon", "Lux World Cup CF", "7|8", { travel: 100 }),
  lines("KTM", "Scarp", "MT Elite|MT Master|Prestige", { travel: 120 }),
];

const ENDURO_LINES = [
  lines("Santa Cruz", "Megatower 2", "C R|C S|CC X0 AXS", { travel: 165 }),
  lines("Santa Cruz", "Nomad 6", "C R|C S|CC X0 AXS", { travel: 170 }),
  lines("Trek", "Slash", "8 Gen 6|9.8 GX AXS Gen 6|9.9 XX AXS Gen 6", { travel: 170 }),
  lines("Cube", "Stereo ONE77 HPC", "Pro|Race|TM", { travel: 170 }),
  lines("Focus", "Sam", "8.8|8.9", { travel: 170 }),
  lines("Giant", "Reign", "2|1|Advanced Pro 1", { travel: 160 }),
  lines("Scott", "Ransom", "900|910|920", { travel: 170 }),
  lines("Canyon", "Strive CFR", "|Underdog|LTD", { travel: 160 }),
  lines("Canyon", "Torque", "6|7|CF 8", { travel: 175 }),
  lines("Ghost", "Riot Enduro", "Essential|Full Party", { travel: 170 }),
];

const DOWNHILL_LINES = [
  lines("Santa Cruz", "V10 8", "C R|CC X0 DH", { travel: 208 }),
  lines("Trek", "Session", "8 29 GX|9 X0", { travel: 200 }),
  lines("Cube", "Two15", "Race|HPC SLT", { travel: 200 }),
  lines("Giant", "Glory", "1|Advanced", { travel: 200 }),
  lines("Scott", "Gambler", "900 Tuned|910", { travel: 200 }),
  lines("Canyon", "Sender CFR", "|Underdog", { travel: 200 }),
];

const WOMEN_FULLY_LINES = [
  lines("Liv", "Intrigue X", "1|2|3", { travel: 140 }),
  lines("Liv", "Pique", "1|2", { travel: 120 }),
  lines("Scott", "Contessa Spark", "920|930", { travel: 120 }),
  lines("Scott", "Contessa Genius", "920|930", { travel: 150 }),
  lines("Cube", "Sting WS", "120 Pro|140 HPC Race|140 HPC SLX", { travel: 140 }),
  lines("Juliana", "Joplin", "C R|C S", { travel: 120 }),
  lines("Juliana", "Roubion", "C R|C S", { travel: 150 }),
];

const KIDS_MTB_20_LINES = [
  lines("Cube", "Acid 200", "|Disc", { travel: 50 }),
  lines("Scott", "Roxter 20", "", { travel: 50 }),
  lines("Trek", "Roscoe 20", "", { travel: 60 }),
  lines("Woom", "Off 4", "|Air", { travel: 60 }),
  lines("KTM", "Wild Speed 20", "", { travel: 50 }),
  lines("Canyon", "Grand Canyon 20", "", { travel: 50 }),
];

const KIDS_MTB_24_LINES = [
  lines("Cube", "Acid 240", "Disc|SLX", { travel: 63 }),
  lines("Scott", "Roxter 24", "|Disc", { travel: 63 }),
  lines("Trek", "Roscoe 24", "", { travel: 80 }),
  lines("Woom", "Off 5", "|Air", { travel: 60 }),
  lines("Canyon", "Grand Canyon 24", "", { travel: 63 }),
  lines("KTM", "Wild Speed 24", "", { travel: 63 }),
  lines("Ghost", "Kato 24", "Essential|Pro", { travel: 63 }),
];

const YOUTH_MTB_26_LINES = [
  lines("Cube", "Acid 260", "Disc|SLX", { travel: 80 }),
  lines("Woom", "Off 6", "|Air", { travel: 80 }),
  lines("Scott", "Roxter 26", "", { travel: 80 }),
  lines("KTM", "Wild Speed 26", "", { travel: 80 }),
  lines("Ghost", "Kato 26", "Essential|Pro", { travel: 80 }),
];

const KIDS_MTB_MULTI_LINES = [
  lines("Scott", "Roxter", "|Disc", { travel: 63, wheels: ["20", "24", "26"] }),
  lines("Cube", "Acid Rookie", "|Disc", { travel: 63, wheels: ["20", "24"] }),
  lines("KTM", "Wild Speed", "", { travel: 63, wheels: ["20", "24", "26"] }),
  lines("Woom", "Off", "|Air", { travel: 60, wheels: ["20", "24", "26"] }),
  lines("Ghost", "Kato Kids", "", { travel: 63, wheels: ["20", "24"] }),
];

// Rennräder und Gravel -----------------------------------------------------------------
const ROAD_RACE_LINES = [
  lines("Trek", "Émonda", "SL 5|SL 6|SL 7|SLR 7"),
  lines("Trek", "Madone", "SL 6 Gen 8|SL 7 Gen 8|SLR 9 Gen 8"),
  lines("Cube", "Agree C:62", "Race|SLX|SLT"),
  lines("Cube", "Litening Air C:68X", "Pro|Race|SLT"),
  lines("Focus", "Izalco Max", "8.7|8.8|9.8|9.9"),
  lines("Giant", "TCR Advanced", "2|1|Pro 1|SL 1"),
  lines("Scott", "Addict RC", "15|30|40|Pro"),
  lines("Scott", "Foil RC", "10|20|30"),
  lines("Canyon", "Ultimate CF SL", "7|8|8 Di2"),
  lines("Canyon", "Aeroad CF SL", "7|8"),
  lines("KTM", "Revelator Alto", "Elite|Master|Pro"),
  lines("Stevens", "Arcalis", "105 Di2|Ultegra Di2"),
];

const ROAD_ENDURANCE_LINES = [
  lines("Trek", "Domane", "AL 2 Gen 4|AL 3 Gen 4|SL 5 Gen 4|SL 6 Gen 4|SLR 7 Gen 4"),
  lines("Giant", "Defy Advanced", "2|1|Pro 1"),
  lines("Cube", "Attain C:62", "Race|SLX|SLT"),
  lines("Focus", "Paralane", "8.7|8.9|9.8"),
  lines("Scott", "Addict", "10|20|30"),
  lines("Canyon", "Endurace", "7|CF 7|CF 8 Di2|CF SLX 8"),
];

const CYCLOCROSS_LINES = [
  lines("Trek", "Boone", "5|6|7"),
  lines("Stevens", "Super Prestige", "Di2|Force AXS"),
  lines("Cube", "Cross Race", "Pro|C:62 Pro|C:62 SLX"),
  lines("Focus", "Mares", "6.8|9.9"),
  lines("Canyon", "Inflite CF SL", "7|8"),
  lines("Giant", "TCX Advanced Pro", "1|2"),
];

const GRAVEL_LINES = [
  lines("Cube", "Nuroad", "Pro|Race|EX|C:62 Race"),
  lines("Focus", "Atlas", "6.7|6.8|8.8"),
  lines("Trek", "Checkpoint", "ALR 4|ALR 5|SL 5|SL 6"),
  lines("Giant", "Revolt", "2|1|Advanced 2"),
  lines("Scott", "Speedster Gravel", "20|30|40"),
  lines("Canyon", "Grail", "6|7|CF SL 8"),
  lines("Canyon", "Grizl", "6|7|CF SL 8"),
  lines("Santa Cruz", "Stigmata 4", "CC Rival AXS|CC Force AXS"),
  lines("KTM", "X-Strada", "Elite|Master"),
  lines("Ghost", "Asket", "Essential|Advanced"),
];

// Trekking, City, Urban ----------------------------------------------------------------
const TREKKING_LINES = [
  lines("Cube", "Kathmandu", "Pro|SLX|EXC", { travel: 63 }),
  lines("Cube", "Touring", "ONE|Pro|EXC", { travel: 63 }),
  lines("Trek", "Verve", "1|2|3", { travel: 63 }),
  lines("Stevens", "Randonneur", "|Lite", { travel: 63 }),
  lines("KTM", "Life", "Joy|Action|Track", { travel: 63 }),
  lines("Ghost", "Square Trekking", "Essential|Advanced", { travel: 63 }),
  lines("Kalkhoff", "Voyager", "Move|Excite", { travel: 63 }),
  lines("Bulls", "Crossbike", "1|2|3", { travel: 63 }),
];

const CROSS_LINES = [
  lines("Cube", "Nature", "|Pro|EXC|Allroad", { travel: 63 }),
  lines("Scott", "Sub Cross", "10|20|30|40", { travel: 63 }),
  lines("Giant", "Roam", "1|2|3", { travel: 63 }),
  lines("Trek", "Dual Sport", "1 Gen 5|2 Gen 5|3 Gen 5", { travel: 63 }),
  lines("Ghost", "Square Cross", "Essential|Advanced", { travel: 63 }),
  lines("Stevens", "Strada", "400|600|800", { travel: 63 }),
];

const CITY_LINES = [
  lines("Cube", "Travel", "|Pro|EXC"),
  lines("Gazelle", "Esprit", "C3|C7"),
  lines("Gazelle", "Chamonix", "C7|T10"),
  lines("Pegasus", "Piazza", "7|8"),
  lines("Pegasus", "Solero", "SL 7|SL 8"),
  lines("Stevens", "Boulevard", "|Luxe"),
  lines("KTM", "Life Style", "|Plus"),
  lines("Kalkhoff", "Agattu", "7R|8R"),
];

const HOLLAND_LINES = [
  lines("Gazelle", "Tour Populair", "T3|R7"),
  lines("Gazelle", "Miss Grace", "C7|C7 Limited"),
  lines("Batavus", "Old Dutch", "|Plus"),
  lines("Batavus", "Diva", "|Plus"),
  lines("Cortina", "U4", "Transport|Solid"),
  lines("Pegasus", "Bellary", "3|7"),
];

const URBAN_LINES = [
  lines("Cube", "Hyde", "|Pro|Race"),
  lines("Trek", "FX", "2 Disc|3 Disc|Sport 4"),
  lines("Trek", "District", "1|3|4 Equipped"),
  lines("Canyon", "Commuter", "5|7"),
  lines("Canyon", "Roadlite", "5|6|CF 7"),
  lines("Giant", "Escape", "1|2|3"),
  lines("Scott", "Metrix", "10|20|30"),
  lines("Ghost", "Square Urban", "Essential|Advanced"),
];

const RETRO_LINES = [
  lines("Electra", "Loft", "7D|3i"),
  lines("Electra", "Townie", "7D|Original 3i"),
  lines("Velorbis", "Scrap", "|Deluxe"),
  lines("Pelago", "Brooklyn", "|Deluxe"),
  lines("Gazelle", "Van Stael", "|Limited"),
  lines("Pashley", "Britannia", ""),
];

const FOLDING_LINES = [
  lines("Brompton", "C Line", "Explore|Urban"),
  lines("Brompton", "P Line", "Urban|Explore"),
  lines("Tern", "Link", "B8|C8|D8"),
  lines("Tern", "Verge", "D9|P10"),
  lines("Tern", "BYB", "P8|S11"),
  lines("Dahon", "Mariner", "D8|D9"),
];

// Kinderräder --------------------------------------------------------------------------
const BALANCE_LINES = [
  lines("Woom", "1", "|Plus"),
  lines("Puky", "LR Ride", "|Br"),
  lines("Puky", "LR M", "|Plus"),
  lines("Kokua", "LIKEaBIKE", "Jumper|Midi"),
  lines("Early Rider", "Charger", "|Urban"),
  lines("Cube", "Cubie 120 Walk", ""),
];

const KIDS_LINES_BY_WHEEL: Readonly<Record<string, readonly ModelLine[]>> = {
  "12": [
    lines("Puky", "ZL 12-1 Alu", ""),
    lines("Cube", "Cubie 120", "|RT"),
    lines("Trek", "Precaliber 12", ""),
    lines("Ghost", "Powerkid 12", ""),
    lines("Bulls", "Tokee 12", "|Lite"),
    lines("KTM", "Wild Cyber 12", ""),
  ],
  "14": [
    lines("Woom", "2", ""),
    lines("Puky", "ZL 14 Alu", ""),
    lines("Early Rider", "Belter 14", "|Urban"),
    lines("Cube", "Cubie 140", "|RT"),
    lines("Bulls", "Tokee 14", "|Lite"),
  ],
  "16": [
    lines("Woom", "3", ""),
    lines("Puky", "Cyke 16", "|Alu"),
    lines("Puky", "ZLX 16 Alu", ""),
    lines("Cube", "Cubie 160", "|RT"),
    lines("Trek", "Precaliber 16", ""),
    lines("Ghost", "Powerkid 16", ""),
    lines("KTM", "Wild Cyber 16", ""),
    lines("Bulls", "Tokee 16", "|Lite"),
  ],
  "18": [
    lines("Puky", "Cyke 18", "|Alu"),
    lines("Puky", "ZLX 18 Alu", ""),
    lines("Puky", "Youke 18", "|Alu"),
    lines("Bulls", "Tokee 18", "|Lite"),
    lines("Early Rider", "Belter 18", "|Urban"),
  ],
  "20": [
    lines("Woom", "4", ""),
    lines("Puky", "Cyke 20", "|Alu"),
    lines("Puky", "Skyride 20-3 Alu", ""),
    lines("Cube", "Kid 200", "|Street"),
    lines("Trek", "Precaliber 20", "|7-Gang"),
    lines("Ghost", "Powerkid 20", ""),
    lines("KTM", "Wild Cross 20", ""),
  ],
  "24": [
    lines("Woom", "5", ""),
    lines("Puky", "Skyride 24-7 Alu", ""),
    lines("Cube", "Kid 240", "|Allroad"),
    lines("Trek", "Precaliber 24", "|8-Gang"),
    lines("Scott", "Contessa 24", ""),
    lines("Ghost", "Powerkid 24", ""),
    lines("KTM", "Wild Cross 24", ""),
  ],
};

const KIDS_MULTI_LINES = [
  lines("Puky", "Cyke", "|Alu", { wheels: ["16", "18", "20"] }),
  lines("Trek", "Precaliber", "", { wheels: ["12", "16", "20", "24"] }),
  lines("Ghost", "Powerkid", "", { wheels: ["12", "16", "20", "24"] }),
  lines("Bulls", "Tokee", "|Lite", { wheels: ["12", "14", "16", "18"] }),
  lines("Cube", "Kid", "|Street", { wheels: ["20", "24"] }),
  lines("Puky", "Skyride Alu", "", { wheels: ["20", "24"] }),
];

const YOUTH_LINES = [
  lines("Cube", "Kid 260", "|Allroad"),
  lines("Woom", "6", "|Special"),
  lines("KTM", "Wild Cross 26", ""),
  lines("Ghost", "Lanao 26", "|Essential"),
  lines("Puky", "Skyride 26 Alu", ""),
  lines("Trek", "Precaliber 26", "|8-Gang"),
  lines("Scott", "Contessa 26", "|Active"),
];

// Segments -----------------------------------------------------------------------------
function segment(definition: Segment): Segment {
  return Object.freeze(definition);
}

const KIDS_USES = [
  "die ersten Runden im Park",
  "den Schulweg und Ausflüge mit der Familie",
  "kleine Abenteuer im Alltag",
];

function kidsSegment(
  wheelSize: string,
  price: readonly [number, number],
  weightKg: readonly [number, number],
): Segment {
  const lines = KIDS_LINES_BY_WHEEL[wheelSize];
  if (!lines) throw new Error(`No kids' lines for ${wheelSize} Zoll`);
  return segment({
    key: `kids-${wheelSize}`,
    render: "kids",
    electric: false,
    family: "kids",
    label: `ein ${wheelSize}-Zoll-Kinderfahrrad`,
    uses: KIDS_USES,
    tags: ["Kinderfahrrad", `${wheelSize} Zoll`],
    price,
    weightKg,
    sizing: wheel(wheelSize),
    lines,
  });
}

export const SEGMENTS: Readonly<Record<string, Segment>> = Object.freeze(
  Object.fromEntries(
    [
      segment({
        key: "emtb-fully",
        render: "mtb-fully",
        electric: true,
        family: "emtb",
        label: "ein vollgefedertes E-Mountainbike",
        uses: [
          "lange Touren und technische Trails",
          "steile Anstiege und schnelle Abfahrten",
          "Bikeparks und Alpencross",
        ],
        tags: ["E-Bike", "E-MTB", "Fully"],
        price: [3999, 9999],
        weightKg: [22.5, 26],
        sizing: mtbSizing,
        fullSuspension: true,
        lines: EMTB_FULLY_LINES,
      }),
      segment({
        key: "emtb-hardtail",
        render: "mtb-hardtail",
        electric: true,
        family: "emtb",
        label: "ein E-Mountainbike mit Federgabel",
        uses: ["Forstwege und leichte Trails", "Touren im Mittelgebirge", "den Alltag und das Wochenende im Gelände"],
        tags: ["E-Bike", "E-MTB", "Hardtail"],
        price: [2999, 5499],
        weightKg: [22, 25],
        sizing: mtbSizing,
        lines: EMTB_HARDTAIL_LINES,
      }),
      segment({
        key: "emtb-light",
        render: "mtb-fully",
        electric: true,
        family: "emtb",
        label: "ein leichtes E-Mountainbike mit natürlichem Fahrgefühl",
        uses: [
          "flowige Trails und lange Tage im Sattel",
          "Fahrer, die ein Bike wie ohne Motor wollen",
          "verspielte Abfahrten",
        ],
        tags: ["E-Bike", "Light E-MTB", "Fully"],
        price: [5499, 9999],
        weightKg: [17, 20],
        sizing: mtbSizing,
        fullSuspension: true,
        lines: EMTB_LIGHT_LINES,
      }),
      segment({
        key: "e-trekking",
        render: "trekking",
        electric: true,
        family: "etour",
        label: "ein E-Trekkingrad mit kompletter Alltagsausstattung",
        uses: ["Pendelstrecken und Radreisen", "lange Touren mit Gepäck", "den täglichen Weg zur Arbeit"],
        tags: ["E-Bike", "Trekking"],
        price: [2499, 5999],
        weightKg: [24, 28],
        sizing: cmSizing,
        lines: ETREKKING_LINES,
      }),
      segment({
        key: "e-city",
        render: "city",
        electric: true,
        family: "etour",
        label: "ein komfortables E-Citybike",
        uses: ["die Stadt und kurze Wege", "Einkäufe und Pendeln", "entspannte Fahrten im Alltag"],
        tags: ["E-Bike", "City"],
        price: [1999, 4999],
        weightKg: [22, 28],
        sizing: cmSizing,
        lines: ECITY_LINES,
      }),
      segment({
        key: "e-cargo",
        render: "cargo",
        electric: true,
        family: "ecargo",
        label: "ein E-Lastenrad",
        uses: ["den Familienalltag mit Kindern", "Großeinkäufe ohne Auto", "Transporte in der Stadt"],
        tags: ["E-Bike", "Lastenrad"],
        price: [3999, 9999],
        weightKg: [38, 55],
        sizing: { kind: "none" },
        lines: ECARGO_LINES,
      }),
      segment({
        key: "e-folding",
        render: "folding",
        electric: true,
        family: "efold",
        label: "ein E-Faltrad",
        uses: ["Pendler mit Bahn und Bus", "Camping und Wohnmobil", "kleine Wohnungen und Büros"],
        tags: ["E-Bike", "Faltrad"],
        price: [1799, 4499],
        weightKg: [16, 23],
        sizing: { kind: "none" },
        lines: EFOLDING_LINES,
      }),
      segment({
        key: "e-gravel",
        render: "gravel",
        electric: true,
        family: "egravel",
        label: "ein E-Gravelbike",
        uses: [
          "Schotterwege und lange Ausfahrten",
          "Bikepacking und Wochenendtouren",
          "schnelles Pendeln auf jedem Untergrund",
        ],
        tags: ["E-Bike", "Gravel"],
        price: [3499, 7999],
        weightKg: [13, 17],
        sizing: mtbSizing,
        lines: EGRAVEL_LINES,
      }),
      segment({
        key: "e-kids",
        render: "kids",
        electric: true,
        family: "ekids",
        label: "ein E-Mountainbike für Kinder",
        uses: ["gemeinsame Touren mit den Eltern", "junge Trail-Fans", "Familienausflüge in die Berge"],
        tags: ["E-Bike", "Kinder"],
        price: [1999, 3999],
        weightKg: [16, 19.5],
        sizing: wheel("20", "24"),
        lines: EKIDS_LINES,
      }),
      segment({
        key: "mtb-xc-hardtail",
        render: "mtb-hardtail",
        electric: false,
        family: "mtb",
        label: "ein leichtes Cross-Country-Hardtail",
        uses: ["Marathons und schnelle Runden", "Rennen und ambitionierte Touren", "effizientes Klettern"],
        tags: ["Mountainbike", "Hardtail", "Cross-Country"],
        price: [799, 4999],
        weightKg: [9.5, 12],
        sizing: mtbSizing,
        lines: XC_HARDTAIL_LINES,
      }),
      segment({
        key: "mtb-trail-hardtail",
        render: "mtb-hardtail",
        electric: false,
        family: "mtb",
        label: "ein vielseitiges Hardtail",
        uses: ["Touren, Forstwege und Trails", "den Einstieg ins Mountainbiken", "die Feierabendrunde im Wald"],
        tags: ["Mountainbike", "Hardtail"],
        price: [499, 2499],
        weightKg: [12.5, 15],
        sizing: mtbSizing,
        lines: TRAIL_HARDTAIL_LINES,
      }),
      segment({
        key: "mtb-women-hardtail",
        render: "mtb-hardtail",
        electric: false,
        family: "mtb",
        label: "ein Hardtail mit frauenspezifischer Geometrie",
        uses: ["Touren und erste Trails", "sportliche Runden im Wald", "Fahrerinnen, die Wert auf Passform legen"],
        tags: ["Mountainbike", "Hardtail", "Damen"],
        price: [499, 1999],
        weightKg: [12.5, 14.5],
        sizing: { kind: "frame", values: MTB_SIZES, min: 3, max: 4 },
        lines: WOMEN_HARDTAIL_LINES,
      }),
      segment({
        key: "dirt",
        render: "mtb-hardtail",
        electric: false,
        family: "dirt",
        label: "ein robustes Dirtbike",
        uses: ["Dirtlines, Pumptracks und Skateparks", "Sprünge und Tricks", "den Bikepark"],
        tags: ["Mountainbike", "Dirt"],
        price: [599, 1999],
        weightKg: [12, 14],
        sizing: { kind: "none" },
        lines: DIRT_LINES,
      }),
      segment({
        key: "mtb-trail-fully",
        render: "mtb-fully",
        electric: false,
        family: "mtb",
        label: "ein verspieltes Trail-Fully",
        uses: ["Trails jeder Art", "lange Tage in den Bergen", "Touren mit anspruchsvollen Abfahrten"],
        tags: ["Mountainbike", "Fully", "Trail"],
        price: [1799, 7999],
        weightKg: [13.5, 16],
        sizing: mtbSizing,
        fullSuspension: true,
        lines: TRAIL_FULLY_LINES,
      }),
      segment({
        key: "mtb-xc-fully",
        render: "mtb-fully",
        electric: false,
        family: "mtb",
        label: "ein schnelles Cross-Country-Fully",
        uses: [
          "Marathons und Rennen",
          "schnelle Touren mit vielen Höhenmetern",
          "effizientes Klettern und sichere Abfahrten",
        ],
        tags: ["Mountainbike", "Fully", "Cross-Country"],
        price: [2499, 9999],
        weightKg: [10, 12.5],
        sizing: mtbSizing,
        fullSuspension: true,
        lines: XC_FULLY_LINES,
      }),
      segment({
        key: "mtb-enduro",
        render: "mtb-fully",
        electric: false,
        family: "mtb",
        label: "ein Enduro-Fully",
        uses: ["ruppige Abfahrten und Enduro-Rennen", "steile Trails in den Alpen", "Bikepark und Hometrail"],
        tags: ["Mountainbike", "Fully", "Enduro"],
        price: [2499, 9999],
        weightKg: [14.5, 16.5],
        sizing: mtbSizing,
        fullSuspension: true,
        lines: ENDURO_LINES,
      }),
      segment({
        key: "mtb-dh",
        render: "mtb-fully",
        electric: false,
        family: "mtb",
        label: "ein Downhill-Bike",
        uses: ["Bikeparks und Downhill-Rennen", "die steilsten Strecken", "Lift und Shuttle"],
        tags: ["Mountainbike", "Fully", "Downhill"],
        price: [2999, 8999],
        weightKg: [16, 18],
        sizing: { kind: "frame", values: MTB_SIZES, min: 3, max: 4 },
        fullSuspension: true,
        lines: DOWNHILL_LINES,
      }),
      segment({
        key: "mtb-women-fully",
        render: "mtb-fully",
        electric: false,
        family: "mtb",
        label: "ein Fully mit frauenspezifischer Abstimmung",
        uses: ["Trails und lange Touren", "Fahrerinnen mit Lust auf Abfahrten", "Alpencross und Hometrail"],
        tags: ["Mountainbike", "Fully", "Damen"],
        price: [1799, 5999],
        weightKg: [13, 15.5],
        sizing: { kind: "frame", values: MTB_SIZES, min: 3, max: 4 },
        fullSuspension: true,
        lines: WOMEN_FULLY_LINES,
      }),
      segment({
        key: "kids-mtb-20",
        render: "kids",
        electric: false,
        family: "kids",
        label: "ein 20-Zoll-Kinder-Mountainbike",
        uses: ["erste Trails und Waldwege", "junge Entdecker ab etwa sechs Jahren", "Ausflüge mit der Familie"],
        tags: ["Kinderfahrrad", "Kinder-MTB", "20 Zoll"],
        price: [249, 599],
        weightKg: [8.5, 10.5],
        sizing: wheel("20"),
        lines: KIDS_MTB_20_LINES,
      }),
      segment({
        key: "kids-mtb-24",
        render: "kids",
        electric: false,
        family: "kids",
        label: "ein 24-Zoll-Kinder-Mountainbike",
        uses: [
          "Trails und Touren mit den Eltern",
          "junge Biker ab etwa acht Jahren",
          "den Schulweg und das Wochenende",
        ],
        tags: ["Kinderfahrrad", "Kinder-MTB", "24 Zoll"],
        price: [299, 599],
        weightKg: [10, 12],
        sizing: wheel("24"),
        lines: KIDS_MTB_24_LINES,
      }),
      segment({
        key: "youth-mtb-26",
        render: "mtb-hardtail",
        electric: false,
        family: "mtb",
        label: "ein Jugend-Mountainbike mit 26-Zoll-Laufrädern",
        uses: ["Jugendliche ab etwa zehn Jahren", "Touren und erste Trails", "den Umstieg aufs Erwachsenenrad"],
        tags: ["Mountainbike", "Jugend", "26 Zoll"],
        price: [399, 899],
        weightKg: [11, 13],
        sizing: { kind: "frame", values: ["XS", "S"], min: 1, max: 2 },
        lines: YOUTH_MTB_26_LINES,
      }),
      segment({
        key: "kids-mtb-multi",
        render: "kids",
        electric: false,
        family: "kids",
        label: "ein Kinder-Mountainbike, das in mehreren Laufradgrößen erhältlich ist",
        uses: ["Kinder, die mit ihrem Rad wachsen wollen", "Trails und Familienausflüge", "den Schulweg und den Wald"],
        tags: ["Kinderfahrrad", "Kinder-MTB"],
        price: [249, 599],
        weightKg: [8.5, 12],
        sizing: { kind: "line-wheels" },
        lines: KIDS_MTB_MULTI_LINES,
      }),
      segment({
        key: "road-race",
        render: "road",
        electric: false,
        family: "road",
        label: "ein leichtes Rennrad",
        uses: ["Rennen und schnelle Gruppenfahrten", "lange Bergetappen", "ambitionierte Trainingsrunden"],
        tags: ["Rennrad", "Race"],
        price: [1299, 9999],
        weightKg: [6.8, 8.8],
        sizing: roadSizing,
        lines: ROAD_RACE_LINES,
      }),
      segment({
        key: "road-endurance",
        render: "road",
        electric: false,
        family: "road",
        label: "ein komfortables Endurance-Rennrad",
        uses: ["lange Ausfahrten und Radmarathons", "Kopfsteinpflaster und schlechte Straßen", "entspannte Kilometer"],
        tags: ["Rennrad", "Endurance"],
        price: [999, 6999],
        weightKg: [8, 9.8],
        sizing: roadSizing,
        lines: ROAD_ENDURANCE_LINES,
      }),
      segment({
        key: "cyclocross",
        render: "gravel",
        electric: false,
        family: "gravel",
        label: "ein Cyclocross-Rad",
        uses: ["Querfeldein-Rennen im Winter", "schlammige Feldwege", "schnelles Training abseits der Straße"],
        tags: ["Rennrad", "Cyclocross"],
        price: [1199, 4999],
        weightKg: [8.5, 10],
        sizing: roadSizing,
        lines: CYCLOCROSS_LINES,
      }),
      segment({
        key: "gravel",
        render: "gravel",
        electric: false,
        family: "gravel",
        label: "ein vielseitiges Gravelbike",
        uses: ["Schotter, Asphalt und Waldwege", "Bikepacking und lange Touren", "schnelles Pendeln"],
        tags: ["Gravel"],
        price: [999, 4999],
        weightKg: [9, 11],
        sizing: roadSizing,
        lines: GRAVEL_LINES,
      }),
      segment({
        key: "trekking",
        render: "trekking",
        electric: false,
        family: "trekking",
        label: "ein voll ausgestattetes Trekkingrad",
        uses: ["Radreisen und Tagestouren", "den Weg zur Arbeit", "Ausflüge mit Gepäck"],
        tags: ["Trekkingrad"],
        price: [599, 1999],
        weightKg: [14, 17],
        sizing: cmSizing,
        lines: TREKKING_LINES,
      }),
      segment({
        key: "cross",
        render: "trekking",
        electric: false,
        family: "trekking",
        label: "ein sportliches Crossrad",
        uses: ["Feldwege und Asphalt", "Fitness und Pendeln", "schnelle Touren ohne Ballast"],
        tags: ["Trekkingrad", "Crossrad"],
        price: [549, 1499],
        weightKg: [12, 14],
        sizing: cmSizing,
        lines: CROSS_LINES,
      }),
      segment({
        key: "city",
        render: "city",
        electric: false,
        family: "city",
        label: "ein komfortables Cityrad",
        uses: ["die Stadt und den Alltag", "Einkäufe und kurze Wege", "entspanntes Fahren in aufrechter Haltung"],
        tags: ["Cityrad"],
        price: [449, 1299],
        weightKg: [15, 19],
        sizing: cmSizing,
        lines: CITY_LINES,
      }),
      segment({
        key: "holland",
        render: "city",
        electric: false,
        family: "city",
        label: "ein klassisches Hollandrad",
        uses: ["gemütliche Fahrten in aufrechter Haltung", "den Alltag bei jedem Wetter", "die Stadt"],
        tags: ["Cityrad", "Hollandrad"],
        price: [499, 1199],
        weightKg: [17, 21],
        sizing: cmSizing,
        lines: HOLLAND_LINES,
      }),
      segment({
        key: "urban",
        render: "road",
        electric: false,
        family: "city",
        label: "ein schlankes Urban Bike",
        uses: ["schnelles Pendeln in der Stadt", "Fitness und Alltag", "kurze Wege ohne Ballast"],
        tags: ["Cityrad", "Urban"],
        price: [499, 1599],
        weightKg: [10, 13],
        sizing: { kind: "frame", values: MTB_SIZES, min: 3, max: 4 },
        lines: URBAN_LINES,
      }),
      segment({
        key: "retro",
        render: "city",
        electric: false,
        family: "city",
        label: "ein Retro-Rad mit klassischem Design",
        uses: ["stilvolle Fahrten durch die Stadt", "Ausflüge ins Café", "Liebhaber klassischer Räder"],
        tags: ["Cityrad", "Retro"],
        price: [449, 1199],
        weightKg: [13, 16],
        sizing: cmSizing,
        lines: RETRO_LINES,
      }),
      segment({
        key: "folding",
        render: "folding",
        electric: false,
        family: "folding",
        label: "ein kompaktes Faltrad",
        uses: ["Pendler mit Bahn und Bus", "Camping und Urlaub", "kleine Wohnungen"],
        tags: ["Cityrad", "Faltrad"],
        price: [399, 2799],
        weightKg: [10.5, 14],
        sizing: { kind: "none" },
        lines: FOLDING_LINES,
      }),
      segment({
        key: "balance",
        render: "balance",
        electric: false,
        family: "balance",
        label: "ein Laufrad für die Kleinsten",
        uses: ["Kinder ab etwa zwei Jahren", "die ersten Schritte auf zwei Rädern", "Spielplatz und Park"],
        tags: ["Kinderfahrrad", "Laufrad"],
        price: [199, 299],
        weightKg: [3, 4.5],
        sizing: wheel("12"),
        lines: BALANCE_LINES,
      }),
      kidsSegment("12", [199, 349], [5, 6.5]),
      kidsSegment("14", [199, 399], [5.5, 7]),
      kidsSegment("16", [219, 449], [6, 8]),
      kidsSegment("18", [249, 449], [7, 9]),
      kidsSegment("20", [249, 599], [7.5, 10]),
      kidsSegment("24", [279, 599], [9, 12]),
      segment({
        key: "kids-multi",
        render: "kids",
        electric: false,
        family: "kids",
        label: "ein Kinderfahrrad, das in mehreren Laufradgrößen erhältlich ist",
        uses: KIDS_USES,
        tags: ["Kinderfahrrad"],
        price: [199, 599],
        weightKg: [5.5, 11],
        sizing: { kind: "line-wheels" },
        lines: KIDS_MULTI_LINES,
      }),
      segment({
        key: "youth",
        render: "kids",
        electric: false,
        family: "kids",
        label: "ein Jugendrad",
        uses: ["den Schulweg und Ausflüge", "Jugendliche ab etwa zehn Jahren", "Alltag und Freizeit"],
        tags: ["Kinderfahrrad", "Jugendrad"],
        price: [349, 799],
        weightKg: [11, 14],
        sizing: wheel("24", "26"),
        lines: YOUTH_LINES,
      }),
    ].map((entry) => [entry.key, entry]),
  ),
);

export function segmentByKey(key: string): Segment {
  const found = SEGMENTS[key];
  if (!found) throw new Error(`Unknown demo segment ${key}`);
  return found;
}

/**
 * Which segments fill each category-tree node, and the words a name gets in that node
 * ('Trapez' for women's trekking bikes, '29' in the 29-inch categories). A node with several
 * segments mixes them. Every node of CATEGORY_TREE must be listed (a test checks this), so
 * a new category cannot silently end up without demo products.
 */
export interface CategoryRecipe {
  readonly segments: readonly string[];
  readonly frameWords?: readonly string[];
  readonly wheelWord?: string;
}

const DAMEN = ["Trapez", "Damen"];
const HERREN = ["Diamant", "Herren"];
const TIEF = ["Wave", "Tiefeinsteiger", "Easy Entry"];

export const CATEGORY_RECIPES: Readonly<Record<string, CategoryRecipe>> = Object.freeze({
  "e-mountainbikes": { segments: ["emtb-fully", "emtb-hardtail", "emtb-light"] },
  "e-bikes-hardtail": { segments: ["emtb-hardtail"] },
  "e-bikes-fully": { segments: ["emtb-fully"] },
  "light-e-mtbs": { segments: ["emtb-light"] },
  "e-bikes-trekking": { segments: ["e-trekking"] },
  "e-bikes-city": { segments: ["e-city"] },
  "e-bikes-damen": { segments: ["e-city", "e-trekking"], frameWords: DAMEN },
  "e-bikes-herren": { segments: ["e-city", "e-trekking"], frameWords: HERREN },
  "e-bikes-tiefeinsteiger": { segments: ["e-city"], frameWords: TIEF },
  "e-lastenraeder": { segments: ["e-cargo"] },
  "e-faltraeder": { segments: ["e-folding"] },
  "e-gravelbikes": { segments: ["e-gravel"] },
  "e-bikes-kinder": { segments: ["e-kids"] },
  mountainbikes: { segments: ["mtb-trail-hardtail", "mtb-trail-fully", "mtb-xc-hardtail", "mtb-enduro"] },
  "mtb-hardtails": { segments: ["mtb-trail-hardtail", "mtb-xc-hardtail"] },
  "cross-country-hardtails": { segments: ["mtb-xc-hardtail"] },
  "touren-trail-hardtails": { segments: ["mtb-trail-hardtail"] },
  "spezielle-damen-hardtails": { segments: ["mtb-women-hardtail"] },
  dirtbikes: { segments: ["dirt"] },
  "mtb-fullys": { segments: ["mtb-trail-fully", "mtb-xc-fully", "mtb-enduro"] },
  "trail-fullys": { segments: ["mtb-trail-fully"] },
  "cross-country-fullys": { segments: ["mtb-xc-fully"] },
  "enduro-fullys": { segments: ["mtb-enduro"] },
  "downhill-fullys": { segments: ["mtb-dh"] },
  "spezielle-damen-fullys": { segments: ["mtb-women-fully"] },
  "mtb-29-zoll": { segments: ["mtb-trail-hardtail", "mtb-trail-fully", "mtb-xc-fully"], wheelWord: "29" },
  "29-zoll-hardtails": { segments: ["mtb-trail-hardtail", "mtb-xc-hardtail"], wheelWord: "29" },
  "29-zoll-fullys": { segments: ["mtb-trail-fully", "mtb-xc-fully"], wheelWord: "29" },
  "mtb-275-zoll-650b": { segments: ["mtb-trail-hardtail", "mtb-trail-fully"], wheelWord: "27.5" },
  "275-zoll-hardtails": { segments: ["mtb-trail-hardtail"], wheelWord: "27.5" },
  "275-zoll-fullys": { segments: ["mtb-trail-fully", "mtb-enduro"], wheelWord: "27.5" },
  "jugend-und-kinder-mtbs": { segments: ["kids-mtb-multi", "kids-mtb-20", "kids-mtb-24", "youth-mtb-26"] },
  "kinder-mtbs-20-zoll": { segments: ["kids-mtb-20"] },
  "kinder-mtbs-24-zoll": { segments: ["kids-mtb-24"] },
  "jugend-mtbs-26-zoll": { segments: ["youth-mtb-26"] },
  rennraeder: { segments: ["road-race", "road-endurance", "cyclocross"] },
  strassenrennraeder: { segments: ["road-race"] },
  "endurance-rennraeder": { segments: ["road-endurance"] },
  "cyclocross-raeder": { segments: ["cyclocross"] },
  "gravel-bikes": { segments: ["gravel"] },
  trekkingraeder: { segments: ["trekking", "cross"] },
  "trekkingraeder-damen": { segments: ["trekking"], frameWords: DAMEN },
  "trekkingraeder-herren": { segments: ["trekking"], frameWords: HERREN },
  "trekkingraeder-tiefeinsteiger": { segments: ["trekking"], frameWords: TIEF },
  crossraeder: { segments: ["cross"] },
  "crossraeder-damen": { segments: ["cross"], frameWords: ["Lady", "Damen"] },
  "crossraeder-herren": { segments: ["cross"], frameWords: ["Herren", "Gent"] },
  cityraeder: { segments: ["city", "urban", "holland", "retro"] },
  "damen-cityraeder": { segments: ["city"], frameWords: ["Damen", "Wave"] },
  "herren-cityraeder": { segments: ["city"], frameWords: ["Herren", "Diamant"] },
  hollandraeder: { segments: ["holland"] },
  "urban-bikes": { segments: ["urban"] },
  "retro-bikes": { segments: ["retro"] },
  faltraeder: { segments: ["folding"] },
  kinderfahrraeder: { segments: ["kids-multi", "balance", "kids-16", "kids-20", "youth"] },
  lauflernraeder: { segments: ["balance"] },
  "kinderraeder-12-zoll": { segments: ["kids-12"] },
  "kinderraeder-14-zoll": { segments: ["kids-14"] },
  "kinderraeder-16-zoll": { segments: ["kids-16"] },
  "kinderraeder-18-zoll": { segments: ["kids-18"] },
  "kinderraeder-20-zoll": { segments: ["kids-20"] },
  "kinderraeder-24-zoll": { segments: ["kids-24"] },
  jugendraeder: { segments: ["youth"] },
});

// Zubehör und Teile --------------------------------------------------------------------
export interface AccessoryLine {
  readonly kind: AccessoryKind;
  readonly brand: string;
  readonly model: string;
  readonly price: readonly [number, number];
  readonly grams: readonly [number, number];
  /** 'Wähle Deine Größe' values, or wheel sizes for tyres; absent = single 'Default Title' variant. */
  readonly sizes?: { readonly name: string; readonly values: readonly string[] };
  /** Colours the line is sold in; `null` in the list means a name without colour word. */
  readonly colours: readonly (ColourWord | null)[];
}

export interface AccessoryGroup {
  readonly kind: AccessoryKind;
  /** Shopify 'Type'; deliberately not a category-tree name, so the importer uses its main category. */
  readonly type: "Zubehör" | "Teile";
  readonly groupName: string;
  readonly noun: string;
  readonly intro: readonly string[];
}

export const ACCESSORY_GROUPS: Readonly<Record<AccessoryKind, AccessoryGroup>> = Object.freeze({
  helm: {
    kind: "helm",
    type: "Zubehör",
    groupName: "Helme",
    noun: "Fahrradhelm",
    intro: [
      "Der {name} schützt Dich zuverlässig auf jeder Fahrt und sitzt dank stufenloser Weitenverstellung sicher.",
      "Leicht, gut belüftet und bequem: der {name} ist Dein Begleiter für Alltag und Tour.",
    ],
  },
  schloss: {
    kind: "schloss",
    type: "Zubehör",
    groupName: "Schlösser",
    noun: "Fahrradschloss",
    intro: [
      "Mit dem {name} sicherst Du Dein Rad an Laternen, Bügeln und Zäunen.",
      "Das {name} hält Langfinger fern und lässt sich unterwegs platzsparend mitnehmen.",
    ],
  },
  licht: {
    kind: "licht",
    type: "Zubehör",
    groupName: "Beleuchtung",
    noun: "Fahrradbeleuchtung",
    intro: [
      "Die {name} sorgt dafür, dass Du siehst und gesehen wirst.",
      "Helles, blendfreies Licht für dunkle Herbstabende: die {name}.",
    ],
  },
  pumpe: {
    kind: "pumpe",
    type: "Zubehör",
    groupName: "Pumpen",
    noun: "Fahrradpumpe",
    intro: [
      "Mit der {name} bringst Du Deine Reifen schnell auf den richtigen Druck.",
      "Die {name} passt auf alle gängigen Ventile und gehört in jede Werkstatt.",
    ],
  },
  reifen: {
    kind: "reifen",
    type: "Teile",
    groupName: "Reifen",
    noun: "Fahrradreifen",
    intro: [
      "Der {name} verbindet guten Grip mit geringem Rollwiderstand.",
      "Pannenschutz und Laufruhe für viele Kilometer: der {name}.",
    ],
  },
  sattel: {
    kind: "sattel",
    type: "Teile",
    groupName: "Sättel",
    noun: "Fahrradsattel",
    intro: [
      "Der {name} entlastet die Sitzknochen und bleibt auch auf langen Touren bequem.",
      "Ergonomisch geformt und robust verarbeitet: der {name} für Alltag und Sport.",
    ],
  },
});

const HELMET_SIZES = { name: "Wähle Deine Größe", values: ["S/M", "L/XL"] };
const HELMET_SIZES_3 = { name: "Wähle Deine Größe", values: ["S/M", "M/L", "L/XL"] };
const ANY_COLOUR: readonly (ColourWord | null)[] = [
  "Schwarz",
  "Weiß",
  "Grau",
  "Blau",
  "Rot",
  "Grün",
  "Gelb",
  "Orange",
  "Lila",
  "Pink",
  "Türkis",
  "Mehrfarbig",
];
const DARK: readonly (ColourWord | null)[] = ["Schwarz", "Grau", null];

export const ACCESSORY_LINES: readonly AccessoryLine[] = Object.freeze([
  {
    kind: "helm",
    brand: "Uvex",
    model: "Quatro CC",
    price: [79, 119],
    grams: [300, 340],
    sizes: HELMET_SIZES,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Uvex",
    model: "i-vo 3D",
    price: [49, 69],
    grams: [260, 300],
    sizes: HELMET_SIZES,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Abus",
    model: "Urban-I 3.0",
    price: [59, 89],
    grams: [380, 420],
    sizes: HELMET_SIZES_3,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Abus",
    model: "Hyban 2.0",
    price: [59, 79],
    grams: [400, 450],
    sizes: HELMET_SIZES,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Abus",
    model: "Pedelec 2.0",
    price: [99, 139],
    grams: [420, 470],
    sizes: HELMET_SIZES_3,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Giro",
    model: "Fixture II MIPS",
    price: [59, 79],
    grams: [300, 330],
    sizes: HELMET_SIZES,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "POC",
    model: "Ventral Air MIPS",
    price: [179, 199],
    grams: [240, 270],
    sizes: HELMET_SIZES_3,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Alpina",
    model: "Gamma 2.0",
    price: [39, 59],
    grams: [280, 310],
    sizes: HELMET_SIZES,
    colours: ANY_COLOUR,
  },
  {
    kind: "helm",
    brand: "Woom",
    model: "Kids Helm",
    price: [59, 79],
    grams: [230, 260],
    sizes: { name: "Wähle Deine Größe", values: ["XS", "S", "M"] },
    colours: ANY_COLOUR,
  },
  {
    kind: "schloss",
    brand: "Abus",
    model: "Bordo 6000 Faltschloss",
    price: [79, 99],
    grams: [1100, 1250],
    colours: ["Schwarz", "Rot", "Blau", null],
  },
  {
    kind: "schloss",
    brand: "Abus",
    model: "Granit X-Plus 540 Bügelschloss",
    price: [99, 129],
    grams: [1350, 1500],
    colours: DARK,
  },
  {
    kind: "schloss",
    brand: "Abus",
    model: "Steel-O-Chain 9808 Kettenschloss",
    price: [49, 69],
    grams: [1600, 1900],
    colours: DARK,
  },
  {
    kind: "schloss",
    brand: "Kryptonite",
    model: "Evolution Mini-7",
    price: [79, 99],
    grams: [1400, 1500],
    colours: ["Schwarz", "Gelb", null],
  },
  {
    kind: "schloss",
    brand: "Trelock",
    model: "RS 480 Rahmenschloss",
    price: [29, 49],
    grams: [280, 330],
    colours: DARK,
  },
  {
    kind: "schloss",
    brand: "Hiplok",
    model: "D1000",
    price: [149, 179],
    grams: [1800, 2000],
    colours: ["Schwarz", "Orange"],
  },
  {
    kind: "licht",
    brand: "Busch & Müller",
    model: "IQ-XS Frontlicht",
    price: [69, 99],
    grams: [100, 140],
    colours: DARK,
  },
  { kind: "licht", brand: "Busch & Müller", model: "Ixon Core Set", price: [49, 69], grams: [150, 190], colours: DARK },
  { kind: "licht", brand: "Sigma", model: "Buster 800", price: [69, 89], grams: [120, 160], colours: DARK },
  { kind: "licht", brand: "Sigma", model: "Aura 80 USB", price: [39, 59], grams: [90, 120], colours: DARK },
  {
    kind: "licht",
    brand: "Lezyne",
    model: "Macro Drive 1100+",
    price: [69, 89],
    grams: [150, 180],
    colours: ["Schwarz", "Rot", "Blau", null],
  },
  { kind: "licht", brand: "Supernova", model: "M99 Mini Pro", price: [169, 199], grams: [130, 160], colours: DARK },
  {
    kind: "licht",
    brand: "Knog",
    model: "Blinder Road 600",
    price: [59, 79],
    grams: [80, 110],
    colours: ["Schwarz", "Türkis", null],
  },
  {
    kind: "pumpe",
    brand: "Topeak",
    model: "JoeBlow Sport III Standpumpe",
    price: [39, 59],
    grams: [1400, 1600],
    colours: ["Schwarz", "Rot", "Blau", null],
  },
  {
    kind: "pumpe",
    brand: "SKS",
    model: "Rennkompressor Standpumpe",
    price: [59, 79],
    grams: [1900, 2100],
    colours: ["Rot", "Blau", "Gelb", "Grün", "Schwarz"],
  },
  {
    kind: "pumpe",
    brand: "SKS",
    model: "Airworx 10.0",
    price: [39, 49],
    grams: [1400, 1600],
    colours: ["Schwarz", "Weiß", null],
  },
  {
    kind: "pumpe",
    brand: "Lezyne",
    model: "Pressure Drive Minipumpe",
    price: [29, 39],
    grams: [90, 110],
    colours: ["Schwarz", "Rot", "Blau", null],
  },
  {
    kind: "pumpe",
    brand: "Topeak",
    model: "Mini Morph",
    price: [24, 34],
    grams: [170, 190],
    colours: ["Schwarz", "Gelb", null],
  },
  {
    kind: "pumpe",
    brand: "Topeak",
    model: "Race Rocket HP",
    price: [29, 39],
    grams: [100, 115],
    colours: ["Schwarz", "Rot", "Blau", "Grün", "Orange"],
  },
  {
    kind: "reifen",
    brand: "Schwalbe",
    model: "Marathon Plus",
    price: [34, 44],
    grams: [850, 1050],
    sizes: { name: "Wähle Deine Größe", values: ["28 x 1,40", "28 x 1,60", "28 x 1,75"] },
    colours: ["Schwarz", null],
  },
  {
    kind: "reifen",
    brand: "Schwalbe",
    model: "Nobby Nic Evolution",
    price: [49, 64],
    grams: [750, 900],
    sizes: { name: "Laufradgröße (Zoll)", values: ["27,5", "29"] },
    colours: ["Schwarz", "Braun", null],
  },
  {
    kind: "reifen",
    brand: "Schwalbe",
    model: "G-One Allround",
    price: [44, 59],
    grams: [450, 550],
    sizes: { name: "Wähle Deine Größe", values: ["700 x 35C", "700 x 40C", "700 x 45C"] },
    colours: ["Schwarz", "Braun"],
  },
  {
    kind: "reifen",
    brand: "Continental",
    model: "Grand Prix 5000 S TR",
    price: [59, 79],
    grams: [250, 310],
    sizes: { name: "Wähle Deine Größe", values: ["700 x 25C", "700 x 28C", "700 x 32C"] },
    colours: ["Schwarz", "Braun", null],
  },
  {
    kind: "reifen",
    brand: "Continental",
    model: "Contact Plus",
    price: [24, 34],
    grams: [700, 950],
    sizes: { name: "Wähle Deine Größe", values: ["28 x 1,50", "28 x 1,75", "28 x 2,00"] },
    colours: ["Schwarz", null],
  },
  {
    kind: "reifen",
    brand: "Maxxis",
    model: "Minion DHF 3C MaxxTerra",
    price: [54, 69],
    grams: [950, 1150],
    sizes: { name: "Laufradgröße (Zoll)", values: ["27,5", "29"] },
    colours: ["Schwarz", null],
  },
  {
    kind: "reifen",
    brand: "Maxxis",
    model: "Assegai EXO+",
    price: [59, 74],
    grams: [1100, 1250],
    sizes: { name: "Laufradgröße (Zoll)", values: ["27,5", "29"] },
    colours: ["Schwarz", null],
  },
  {
    kind: "sattel",
    brand: "Selle Italia",
    model: "SLR Boost Superflow",
    price: [129, 179],
    grams: [170, 200],
    sizes: { name: "Wähle Deine Größe", values: ["S/M", "L/XL"] },
    colours: ["Schwarz", "Weiß", "Rot"],
  },
  {
    kind: "sattel",
    brand: "SQlab",
    model: "612 Ergowave Active 2.1",
    price: [119, 149],
    grams: [240, 280],
    sizes: { name: "Wähle Deine Größe", values: ["13 cm", "14 cm", "15 cm", "16 cm"] },
    colours: ["Schwarz", null],
  },
  {
    kind: "sattel",
    brand: "Fizik",
    model: "Terra Argo X5",
    price: [69, 89],
    grams: [250, 280],
    sizes: { name: "Wähle Deine Größe", values: ["S/M", "L/XL"] },
    colours: ["Schwarz", "Grau"],
  },
  {
    kind: "sattel",
    brand: "Ergon",
    model: "SM Pro",
    price: [79, 99],
    grams: [240, 270],
    sizes: { name: "Wähle Deine Größe", values: ["S/M", "M/L"] },
    colours: ["Schwarz", "Grün", "Blau"],
  },
  {
    kind: "sattel",
    brand: "Ergon",
    model: "ST Core Evo",
    price: [89, 109],
    grams: [350, 390],
    sizes: { name: "Wähle Deine Größe", values: ["S/M", "M/L"] },
    colours: ["Schwarz", "Grau"],
  },
  {
    kind: "sattel",
    brand: "Brooks",
    model: "B17 Standard",
    price: [99, 129],
    grams: [500, 540],
    colours: ["Braun", "Schwarz", "Orange"],
  },
  {
    kind: "sattel",
    brand: "Selle Royal",
    model: "Respiro Moderate",
    price: [34, 49],
    grams: [480, 540],
    colours: ["Schwarz", "Weiß", null],
  },
] satisfies AccessoryLine[]);

// Descriptions -------------------------------------------------------------------------
export const INTRO_OPENERS: readonly string[] = [
  "Das {name} ist {label} für {use}.",
  "Mit dem {name} bekommst Du {label} für {use}.",
  "{brand} hat das {model} als {bareLabel} für {use} entwickelt.",
];

export const CLOSING_SENTENCES: readonly string[] = [
  "Das Rad wird zu 95 % vormontiert geliefert – Lenker ausrichten, Pedale montieren, losfahren.",
  "Vor dem Versand prüft unsere Werkstatt jedes Rad und stellt Schaltung und Bremsen ein.",
  "Hochwertige Komponenten sorgen für lange Freude und geringe Wartungskosten.",
  "Die durchdachte Geometrie macht das Rad sicher und angenehm zu fahren.",
];

export const FRAMES: Readonly<Record<SpecFamily, readonly string[]>> = {
  emtb: ["Aluminium 6061, hydrogeformt", "Carbon", "Aluminium, integrierter Akku", "Carbon, Mullet-kompatibel"],
  etour: ["Aluminium 6061", "Aluminium, tiefer Einstieg", "Aluminium, hydrogeformt"],
  ecargo: ["Aluminium, verstärkt für hohe Zuladung", "Stahl/Aluminium, Transportbox aus EPP"],
  efold: ["Aluminium, faltbar", "Stahl/Titan, faltbar"],
  egravel: ["Carbon", "Aluminium 6061"],
  ekids: ["Aluminium 6061, kindgerechte Geometrie"],
  mtb: ["Aluminium 6061", "Aluminium 6061, hydrogeformt", "Carbon", "Carbon, Vollcarbon-Hinterbau"],
  dirt: ["Chromoly-Stahl 4130", "Aluminium 7005, verstärkt"],
  road: ["Carbon", "Carbon (Aero)", "Aluminium 6061, Carbon-Gabel"],
  gravel: ["Carbon", "Aluminium 6061", "Stahl (Chromoly)"],
  trekking: ["Aluminium 6061", "Aluminium, hydrogeformt"],
  city: ["Aluminium", "Stahl", "Aluminium, tiefer Einstieg"],
  folding: ["Aluminium, faltbar", "Stahl, faltbar"],
  kids: ["Aluminium, kindgerechte Geometrie", "Aluminium Superlight"],
  balance: ["Aluminium", "Holz/Aluminium"],
};

export const GEARS: Readonly<Record<SpecFamily, readonly string[]>> = {
  emtb: [
    "Shimano Deore 12-fach",
    "Shimano SLX 12-fach",
    "Shimano XT 12-fach",
    "SRAM GX Eagle 12-fach",
    "SRAM X0 Eagle AXS Transmission 12-fach",
  ],
  etour: [
    "Shimano Deore 10-fach",
    "Shimano Nexus 5-Gang Nabenschaltung",
    "Enviolo Trekking (stufenlos)",
    "Shimano Cues 10-fach",
  ],
  ecargo: ["Enviolo Cargo (stufenlos)", "Shimano Nexus 5-Gang Nabenschaltung", "Rohloff E-14 Speedhub"],
  efold: ["Shimano Nexus 5-Gang Nabenschaltung", "Shimano Deore 10-fach", "Brompton 4-Gang"],
  egravel: ["Shimano GRX 12-fach", "SRAM Rival AXS XPLR 12-fach", "Shimano 105 Di2 12-fach"],
  ekids: ["Shimano Deore 10-fach", "Shimano Cues 9-fach"],
  mtb: [
    "Shimano Deore 12-fach",
    "Shimano SLX 12-fach",
    "Shimano XT 12-fach",
    "SRAM SX Eagle 12-fach",
    "SRAM GX Eagle 12-fach",
    "SRAM X0 Eagle AXS Transmission 12-fach",
    "Shimano Cues 10-fach",
  ],
  dirt: ["Singlespeed", "Singlespeed mit Kettenspanner"],
  road: [
    "Shimano 105 Di2 12-fach",
    "Shimano Ultegra Di2 12-fach",
    "Shimano Dura-Ace Di2 12-fach",
    "SRAM Rival AXS 12-fach",
    "SRAM Force AXS 12-fach",
    "Shimano Tiagra 10-fach",
  ],
  gravel: ["Shimano GRX 2x12-fach", "SRAM Apex XPLR 12-fach", "SRAM Rival AXS XPLR 12-fach", "Shimano GRX 1x11-fach"],
  trekking: [
    "Shimano Deore 10-fach",
    "Shimano Cues 10-fach",
    "Shimano Alivio 9-fach",
    "Shimano Nexus 8-Gang Nabenschaltung",
  ],
  city: [
    "Shimano Nexus 7-Gang Nabenschaltung",
    "Shimano Nexus 3-Gang Nabenschaltung",
    "Shimano Alfine 8-Gang",
    "Shimano Cues 9-fach",
  ],
  folding: ["Shimano Nexus 3-Gang", "Shimano Claris 8-fach", "Brompton 6-Gang"],
  kids: ["Singlespeed mit Rücktritt", "Shimano Tourney 7-fach", "Shimano Altus 8-fach", "Microshift 8-fach"],
  balance: [],
};

export const BRAKES: Readonly<Record<SpecFamily, readonly string[]>> = {
  emtb: [
    "Shimano Deore 4-Kolben, hydraulische Scheibenbremse",
    "SRAM Code R 4-Kolben",
    "Magura MT5 4-Kolben",
    "Shimano XT 4-Kolben",
  ],
  etour: [
    "Shimano MT420 hydraulische Scheibenbremse",
    "Magura MT4 hydraulische Scheibenbremse",
    "Tektro HD-T286 hydraulisch",
  ],
  ecargo: ["Magura CMe5 4-Kolben", "Shimano MT520 4-Kolben"],
  efold: ["Tektro HD-R290 hydraulisch", "Brompton Felgenbremse mit Doppelzug"],
  egravel: ["Shimano GRX hydraulische Scheibenbremse", "SRAM Rival hydraulisch"],
  ekids: ["Shimano MT200 hydraulische Scheibenbremse", "Tektro HD-M275 hydraulisch"],
  mtb: [
    "Shimano MT410 hydraulische Scheibenbremse",
    "Shimano Deore 4-Kolben",
    "SRAM Level T",
    "SRAM Code RSC",
    "Magura MT5 4-Kolben",
    "Shimano XT 4-Kolben",
  ],
  dirt: ["Tektro Auriga hydraulisch (nur hinten)", "Shimano MT501 (nur hinten)"],
  road: [
    "Shimano 105 hydraulische Scheibenbremse",
    "Shimano Ultegra hydraulische Scheibenbremse",
    "SRAM Force hydraulisch",
  ],
  gravel: ["Shimano GRX hydraulische Scheibenbremse", "SRAM Apex hydraulisch", "TRP Spyre mechanisch"],
  trekking: [
    "Shimano MT200 hydraulische Scheibenbremse",
    "Magura HS22 hydraulische Felgenbremse",
    "Tektro HD-T275 hydraulisch",
  ],
  city: ["Shimano Rollerbrake", "V-Brake Tektro mit Rücktritt", "Magura HS11 hydraulische Felgenbremse"],
  folding: ["Tektro V-Brake", "Tektro HD-R280 hydraulisch"],
  kids: ["V-Brake und Rücktritt", "Tektro V-Brake", "Tektro HD-M275 hydraulisch"],
  balance: ["Trommelbremse hinten", "keine (Laufrad)"],
};

export const FORKS_BY_TRAVEL: readonly (readonly [number, readonly string[]])[] = [
  [50, ["Suntour XCT Jr", "RST Capa 20"]],
  [70, ["Suntour NEX", "Suntour Mobie 25", "Suntour XCT 30"]],
  [100, ["RockShox Judy Silver", "Fox 32 Step-Cast", "RockShox SID SL", "Suntour XCM 32"]],
  [130, ["RockShox Recon RL", "Fox 34 Rhythm", "RockShox Pike Select", "Marzocchi Bomber Z2"]],
  [160, ["Fox 36 Performance", "RockShox Lyrik Select+", "RockShox ZEB Select", "Fox 36 Factory"]],
  [999, ["Fox 38 Factory", "RockShox ZEB Ultimate", "Fox 40 Factory", "RockShox BoXXer Ultimate"]],
];

export const SHOCKS: readonly string[] = [
  "Fox Float X Performance",
  "RockShox Deluxe Select+",
  "RockShox Super Deluxe Ultimate",
  "Fox Float DPS",
  "Fox DHX2 Factory",
];

export const TYRES: Readonly<Record<SpecFamily, readonly string[]>> = {
  emtb: ['Maxxis Minion DHF 29 x 2,5"', "Schwalbe Eddy Current 29 x 2,6", "Continental Kryptotal 29 x 2,4"],
  etour: [
    "Schwalbe Marathon E-Plus 28 x 2,0",
    "Schwalbe Big Ben Plus 28 x 2,15",
    "Continental Contact Plus City 28 x 1,75",
  ],
  ecargo: ["Schwalbe Pick-Up 20 x 2,15 / 26 x 2,15", "CST Big Boat 24 x 2,4"],
  efold: ["Schwalbe Big Apple 20 x 2,15", 'Schwalbe Marathon Racer 16 x 1,35"'],
  egravel: ["Schwalbe G-One RS 700 x 45C", "Continental Terra Speed 700 x 40C"],
  ekids: ["Schwalbe Smart Sam 24 x 2,35", "Kenda Booster 24 x 2,2"],
  mtb: [
    'Maxxis Minion DHR II 29 x 2,4"',
    "Schwalbe Nobby Nic 29 x 2,4",
    "Continental Cross King 29 x 2,3",
    "Schwalbe Racing Ray 29 x 2,25",
  ],
  dirt: ["Maxxis DTH 26 x 2,3", "Schwalbe Table Top 26 x 2,25"],
  road: ["Continental Grand Prix 5000 S TR 700 x 28C", "Pirelli P Zero Race 700 x 28C", "Schwalbe One 700 x 30C"],
  gravel: ["Schwalbe G-One Allround 700 x 40C", "WTB Riddler 700 x 45C", "Continental Terra Trail 700 x 40C"],
  trekking: ["Schwalbe Marathon 28 x 1,5", "Continental Contact Plus 28 x 1,6", "Schwalbe Road Cruiser 28 x 1,75"],
  city: ["Schwalbe Big Apple 28 x 2,0", "Schwalbe Road Cruiser 28 x 1,75", "Continental Ride City 28 x 1,6"],
  folding: ["Schwalbe Marathon Racer 16 x 1,35", "Schwalbe Big Apple 20 x 2,0"],
  kids: ["Schwalbe Big Apple", "Kenda K-Rad", "Schwalbe Black Jack"],
  balance: ["Luftreifen 12 x 2,0", "pannensichere EVA-Reifen"],
};

/** Body height ranges for kids' bikes by wheel size (spec lists only the sizes). */
export const KIDS_HEIGHT_CM: Readonly<Record<string, readonly [number, number]>> = {
  "12": [85, 105],
  "14": [95, 110],
  "16": [105, 120],
  "18": [110, 125],
  "20": [115, 135],
  "24": [125, 145],
  "26": [140, 160],
};
