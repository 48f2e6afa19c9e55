/**
 * Flat line-art product pictures as small, self-contained SVG files (800x600, no fonts,
 * no external references). Bikes are drawn from a handful of geometries; the frame takes
 * the colour of the product's colour group. Detail views reuse the same drawing with a
 * zoomed viewBox, the studio view a warmer background.
 */

export type BikeKind =
  "mtb-hardtail" | "mtb-fully" | "road" | "gravel" | "trekking" | "city" | "kids" | "balance" | "cargo" | "folding";

export type AccessoryKind = "helm" | "schloss" | "licht" | "pumpe" | "reifen" | "sattel";

export type BikeView = "side" | "antrieb" | "cockpit" | "studio";
export type AccessoryView = "main" | "detail";

export type ImageSubject =
  | {
      readonly type: "bike";
      readonly kind: BikeKind;
      readonly electric: boolean;
      readonly colour: string;
      readonly view: BikeView;
    }
  | { readonly type: "accessory"; readonly kind: AccessoryKind; readonly colour: string; readonly view: AccessoryView };

/** Frame / body colours by colour slug (slugify of the colour word, plus 'silber'). */
const PALETTE: Readonly<Record<string, string>> = {
  schwarz: "#23272b",
  weiss: "#f7f7f4",
  grau: "#8a9199",
  rot: "#c8262d",
  blau: "#1f5fbf",
  gruen: "#2e8b57",
  gelb: "#f2c230",
  orange: "#f07f1a",
  lila: "#7b4bb7",
  braun: "#8b5a2b",
  pink: "#e85d9a",
  tuerkis: "#1fb5b0",
  mehrfarbig: "url(#mf)",
  silber: "#c3c9cf",
};

export const IMAGE_COLOURS: readonly string[] = Object.keys(PALETTE);

const MULTI_GRADIENT =
  '<defs><linearGradient id="mf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8262d"/>' +
  '<stop offset=".5" stop-color="#f2c230"/><stop offset="1" stop-color="#1f5fbf"/></linearGradient></defs>';

const INK = "#2b2f34";
const TYRE = "#26292d";
const METAL = "#9ba2a9";
const BACKGROUND = { plain: "#f3f4f6", studio: "#ede9e3" } as const;

export function imageFileName(subject: ImageSubject): string {
  if (subject.type === "bike") {
    const view = subject.view === "side" ? "" : subject.view === "studio" ? "-studio" : `-detail-${subject.view}`;
    return `bike-${subject.electric ? "e-" : ""}${subject.kind}-${subject.colour}${view}.svg`;
  }
  return `acc-${subject.kind}-${subject.colour}${subject.view === "detail" ? "-detail" : ""}.svg`;
}

export function renderImage(subject: ImageSubject): string {
  return subject.type === "bike" ? renderBike(subject) : renderAccessory(subject);
}

type Point = readonly [number, number];

interface Geometry {
  readonly rear: Point;
  readonly front: Point;
  readonly radius: number;
  readonly frontRadius?: number;
  readonly tyre: number;
  readonly bb: Point;
  readonly seat: Point;
  readonly headTop: Point;
  readonly headBottom: Point;
  readonly tube: number;
  readonly frame: "diamond" | "fully" | "step" | "cargo" | "folding" | "balance";
  readonly bar: "flat" | "drop" | "swept";
  readonly suspensionFork: boolean;
  readonly touring: boolean;
  readonly saddleHeight: number;
  readonly stem: number;
}

const GEOMETRIES: Readonly<Record<BikeKind, Geometry>> = {
  "mtb-hardtail": {
    rear: [235, 355],
    front: [578, 355],
    radius: 118,
    tyre: 17,
    bb: [375, 372],
    seat: [345, 228],
    headTop: [530, 212],
    headBottom: [546, 262],
    tube: 14,
    frame: "diamond",
    bar: "flat",
    suspensionFork: true,
    touring: false,
    saddleHeight: 40,
    stem: 22,
  },
  "mtb-fully": {
    rear: [232, 355],
    front: [580, 355],
    radius: 118,
    tyre: 18,
    bb: [378, 372],
    seat: [348, 232],
    headTop: [528, 210],
    headBottom: [546, 262],
    tube: 15,
    frame: "fully",
    bar: "flat",
    suspensionFork: true,
    touring: false,
    saddleHeight: 34,
    stem: 20,
  },
  road: {
    rear: [240, 362],
    front: [566, 362],
    radius: 116,
    tyre: 8,
    bb: [372, 380],
    seat: [338, 222],
    headTop: [528, 226],
    headBottom: [538, 264],
    tube: 11,
    frame: "diamond",
    bar: "drop",
    suspensionFork: false,
    touring: false,
    saddleHeight: 42,
    stem: 30,
  },
  gravel: {
    rear: [240, 360],
    front: [568, 360],
    radius: 116,
    tyre: 13,
    bb: [372, 378],
    seat: [340, 224],
    headTop: [528, 220],
    headBottom: [538, 262],
    tube: 12,
    frame: "diamond",
    bar: "drop",
    suspensionFork: false,
    touring: false,
    saddleHeight: 40,
    stem: 26,
  },
  trekking: {
    rear: [238, 360],
    front: [572, 360],
    radius: 116,
    tyre: 12,
    bb: [372, 378],
    seat: [345, 222],
    headTop: [528, 205],
    headBottom: [540, 258],
    tube: 13,
    frame: "diamond",
    bar: "swept",
    suspensionFork: true,
    touring: true,
    saddleHeight: 36,
    stem: 26,
  },
  city: {
    rear: [238, 362],
    front: [574, 362],
    radius: 116,
    tyre: 13,
    bb: [370, 380],
    seat: [340, 226],
    headTop: [526, 196],
    headBottom: [540, 252],
    tube: 14,
    frame: "step",
    bar: "swept",
    suspensionFork: false,
    touring: true,
    saddleHeight: 36,
    stem: 30,
  },
  kids: {
    rear: [288, 390],
    front: [516, 390],
    radius: 86,
    tyre: 14,
    bb: [392, 398],
    seat: [368, 292],
    headTop: [494, 272],
    headBottom: [504, 306],
    tube: 12,
    frame: "diamond",
    bar: "swept",
    suspensionFork: false,
    touring: false,
    saddleHeight: 30,
    stem: 24,
  },
  balance: {
    rear: [300, 408],
    front: [502, 408],
    radius: 68,
    tyre: 14,
    bb: [390, 360],
    seat: [366, 322],
    headTop: [472, 292],
    headBottom: [482, 330],
    tube: 13,
    frame: "balance",
    bar: "swept",
    suspensionFork: false,
    touring: false,
    saddleHeight: 22,
    stem: 20,
  },
  cargo: {
    rear: [190, 372],
    front: [662, 408],
    radius: 110,
    frontRadius: 74,
    tyre: 13,
    bb: [320, 388],
    seat: [298, 238],
    headTop: [452, 214],
    headBottom: [462, 258],
    tube: 15,
    frame: "cargo",
    bar: "swept",
    suspensionFork: false,
    touring: true,
    saddleHeight: 32,
    stem: 26,
  },
  folding: {
    rear: [265, 408],
    front: [545, 408],
    radius: 72,
    tyre: 12,
    bb: [392, 398],
    seat: [376, 300],
    headTop: [522, 190],
    headBottom: [528, 330],
    tube: 14,
    frame: "folding",
    bar: "swept",
    suspensionFork: false,
    touring: false,
    saddleHeight: 70,
    stem: 12,
  },
};

const round = (value: number) => Math.round(value);
const pt = ([x, y]: Point) => `${round(x)} ${round(y)}`;
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

function frameColour(colour: string): string {
  const fill = PALETTE[colour];
  if (!fill) throw new Error(`Unknown image colour ${colour}`);
  return fill;
}

function svgDocument(viewBox: string, background: string, body: string, gradient: boolean): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="${viewBox}">` +
    (gradient ? MULTI_GRADIENT : "") +
    `<rect x="-200" y="-200" width="1200" height="1000" fill="${background}"/>` +
    body +
    "</svg>\n"
  );
}

function wheel([x, y]: Point, radius: number, tyre: number): string {
  const spoke = radius - tyre / 2 - 6;
  let spokes = "";
  for (let step = 0; step < 6; step++) {
    const angle = (step * Math.PI) / 6 + 0.2;
    const dx = Math.cos(angle) * spoke;
    const dy = Math.sin(angle) * spoke;
    spokes += `M${round(x + dx)} ${round(y + dy)}L${round(x - dx)} ${round(y - dy)}`;
  }
  return (
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${TYRE}" stroke-width="${tyre}"/>` +
    `<circle cx="${x}" cy="${y}" r="${round(radius - tyre / 2 - 3)}" fill="none" stroke="${METAL}" stroke-width="3"/>` +
    `<path d="${spokes}" stroke="#b8bdc3" stroke-width="1.5"/>` +
    `<circle cx="${x}" cy="${y}" r="8" fill="#5a5f65"/>`
  );
}

function framePath(g: Geometry): string {
  const { rear, bb, seat, headTop, headBottom } = g;
  switch (g.frame) {
    case "diamond":
      return `M${pt(rear)}L${pt(bb)}L${pt(seat)}L${pt(rear)}M${pt(seat)}L${pt(headTop)}L${pt(headBottom)}L${pt(bb)}`;
    case "fully": {
      const pivot = lerp(bb, rear, 0.12);
      const link = lerp(bb, seat, 0.55);
      return (
        `M${pt(rear)}L${pt(pivot)}M${pt(rear)}L${pt([link[0] - 10, link[1] + 4])}` +
        `M${pt(bb)}L${pt(seat)}L${pt(headTop)}L${pt(headBottom)}L${pt(bb)}`
      );
    }
    case "step": {
      const mid: Point = [bb[0] + 55, bb[1] - 20];
      return (
        `M${pt(rear)}L${pt(bb)}L${pt(seat)}L${pt(rear)}` +
        `M${pt(headTop)}L${pt(headBottom)}Q${pt([headBottom[0] - 70, bb[1] - 5])} ${pt(mid)}L${pt(bb)}`
      );
    }
    case "cargo": {
      const beamEnd: Point = [g.front[0] - 40, g.front[1] - 10];
      return (
        `M${pt(rear)}L${pt(bb)}L${pt(seat)}L${pt(rear)}M${pt(seat)}L${pt(headTop)}L${pt(headBottom)}L${pt(bb)}` +
        `M${pt(headBottom)}L${pt([headBottom[0] + 30, bb[1] - 4])}L${pt(beamEnd)}L${pt([beamEnd[0] + 10, beamEnd[1] - 80])}`
      );
    }
    case "folding": {
      const hinge: Point = [460, 352];
      return `M${pt(rear)}L${pt(bb)}L${pt(seat)}M${pt(rear)}L${pt(lerp(bb, seat, 0.55))}M${pt(bb)}L${pt(hinge)}L${pt(headBottom)}L${pt(headTop)}`;
    }
    case "balance":
      return `M${pt(rear)}L${pt(seat)}L${pt(headBottom)}L${pt(headTop)}M${pt(rear)}L${pt(bb)}L${pt(headBottom)}`;
  }
}

function p(x: number, y: number): string {
  return `${round(x)} ${round(y)}`;
}

function fork(g: Geometry): string {
  const { headBottom, front } = g;
  if (g.frame === "cargo") {
    const top: Point = [front[0] - 30, front[1] - 88];
    return `<path d="M${pt(top)}L${pt(front)}" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`;
  }
  if (!g.suspensionFork) {
    return `<path d="M${pt(headBottom)}L${pt(front)}" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`;
  }
  const crown = lerp(headBottom, front, 0.45);
  return (
    `<path d="M${pt(headBottom)}L${pt(crown)}" stroke="${INK}" stroke-width="15" stroke-linecap="round"/>` +
    `<path d="M${pt(crown)}L${pt(front)}" stroke="#c9ced3" stroke-width="9" stroke-linecap="round"/>`
  );
}

function cockpit(g: Geometry): string {
  const [hx, hy] = g.headTop;
  const stemEnd: Point = [hx + g.stem * 0.9, hy - g.stem * 0.45];
  let bar: string;
  if (g.bar === "drop") {
    const [sx, sy] = stemEnd;
    bar = `M${p(sx, sy)}h10q18 0 18 20v10q0 16-18 16h-6`;
  } else if (g.bar === "swept") {
    const [sx, sy] = stemEnd;
    bar = `M${p(sx, sy)}q-10-14-42-10`;
  } else {
    const [sx, sy] = stemEnd;
    bar = `M${p(sx + 6, sy)}L${p(sx - 22, sy - 6)}`;
  }
  return (
    `<path d="M${pt(g.headTop)}L${pt(stemEnd)}" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${bar}" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`
  );
}

function saddle(g: Geometry): string {
  const post = lerp(g.bb, g.seat, 1 + g.saddleHeight / Math.hypot(g.seat[0] - g.bb[0], g.seat[1] - g.bb[1]));
  const [x, y] = post;
  return (
    `<path d="M${pt(g.seat)}L${pt(post)}" stroke="${METAL}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${p(x - 34, y - 6)}q30-10 62-2q8 4 0 8l-58 4q-10-2-4-10z" fill="${INK}"/>`
  );
}

function drivetrain(g: Geometry): string {
  const [bx, by] = g.bb;
  const [rx, ry] = g.rear;
  const ring = g.radius > 100 ? 26 : 20;
  return (
    `<path d="M${p(bx, by - ring)}L${p(rx, ry - 12)}M${p(bx, by + ring)}L${p(rx, ry + 12)}" stroke="#6c7278" stroke-width="3"/>` +
    `<circle cx="${rx}" cy="${ry}" r="13" fill="none" stroke="#6c7278" stroke-width="5"/>` +
    `<circle cx="${bx}" cy="${by}" r="${ring}" fill="none" stroke="#4b5056" stroke-width="6"/>` +
    `<path d="M${p(bx, by)}L${p(bx + 18, by + 38)}" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>` +
    `<rect x="${round(bx + 6)}" y="${round(by + 36)}" width="26" height="8" rx="3" fill="${INK}"/>`
  );
}

function fenders(g: Geometry): string {
  const arc = ([x, y]: Point, radius: number) => {
    const r = radius + 10;
    const a0 = Math.PI * 1.05;
    const a1 = Math.PI * 1.95;
    return `M${p(x + Math.cos(a0) * r, y + Math.sin(a0) * r)}A${r} ${r} 0 0 1 ${p(x + Math.cos(a1) * r, y + Math.sin(a1) * r)}`;
  };
  return `<path d="${arc(g.rear, g.radius)}${arc(g.front, g.frontRadius ?? g.radius)}" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`;
}

function rack(g: Geometry): string {
  const [rx, ry] = g.rear;
  const top = ry - g.radius - 18;
  return (
    `<path d="M${p(rx - 70, top)}L${p(g.seat[0] + 2, top + 6)}M${p(rx - 45, top)}L${p(rx, ry)}M${p(rx + 40, top + 2)}L${p(rx + 10, ry - 4)}" ` +
    `stroke="#4b5056" stroke-width="6" stroke-linecap="round" fill="none"/>` +
    `<rect x="${round(rx - 80)}" y="${round(top - 10)}" width="12" height="8" rx="2" fill="#d8232a"/>`
  );
}

function battery(g: Geometry): string {
  const from = g.frame === "folding" ? lerp(g.bb, g.seat, 0.15) : lerp(g.bb, g.headBottom, 0.2);
  const to = g.frame === "folding" ? lerp(g.bb, g.seat, 0.8) : lerp(g.bb, g.headBottom, 0.72);
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  // Sit the pack on top of the tube: shift it perpendicular, towards the rider.
  const nx = (dy / length) * 6;
  const ny = (-dx / length) * 6;
  const shift = (point: Point): Point => [point[0] + nx, point[1] + ny];
  return (
    `<path d="M${pt(shift(from))}L${pt(shift(to))}" stroke="#33383e" stroke-width="24" stroke-linecap="round"/>` +
    `<path d="M${pt(shift(lerp(from, to, 0.1)))}L${pt(shift(lerp(from, to, 0.5)))}" stroke="#79818a" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="${round(g.bb[0])}" cy="${round(g.bb[1])}" r="${g.radius > 100 ? 30 : 24}" fill="#3d4248"/>`
  );
}

function shock(g: Geometry): string {
  const link = lerp(g.bb, g.seat, 0.55);
  const mount = lerp(g.bb, g.headBottom, 0.42);
  const rocker: Point = [link[0] + 34, link[1] - 8];
  return (
    `<path d="M${pt([link[0] - 10, link[1] + 4])}L${pt(rocker)}" stroke="${INK}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M${pt(rocker)}L${pt(mount)}" stroke="#3d4248" stroke-width="13" stroke-linecap="round"/>` +
    `<path d="M${pt(lerp(rocker, mount, 0.3))}L${pt(lerp(rocker, mount, 0.75))}" stroke="#f08a24" stroke-width="5" stroke-dasharray="4 4"/>`
  );
}

function cargoBox(g: Geometry, fill: string): string {
  const x = g.headBottom[0] + 28;
  const y = g.bb[1] - 96;
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(g.front[0] - 50 - x)}" height="88" rx="8" fill="${fill}" stroke="${INK}" stroke-width="4" opacity=".92"/>`;
}

function renderBike(subject: Extract<ImageSubject, { type: "bike" }>): string {
  const g = GEOMETRIES[subject.kind];
  const colour = frameColour(subject.colour);
  const outline = subject.colour === "schwarz" ? "#000" : INK;
  const frame = framePath(g);
  const groundY = Math.max(g.rear[1] + g.radius, g.front[1] + (g.frontRadius ?? g.radius)) + g.tyre / 2;
  const parts = [
    `<ellipse cx="${round((g.rear[0] + g.front[0]) / 2)}" cy="${round(groundY + 4)}" rx="${round((g.front[0] - g.rear[0]) / 2 + g.radius)}" ry="12" fill="#000" opacity=".07"/>`,
    wheel(g.rear, g.radius, g.tyre),
    wheel(g.front, g.frontRadius ?? g.radius, g.tyre),
    g.touring ? fenders(g) : "",
    g.touring && g.frame !== "cargo" ? rack(g) : "",
    g.frame === "balance" ? "" : drivetrain(g),
    fork(g),
    `<path d="${frame}" fill="none" stroke="${outline}" stroke-width="${g.tube + 4}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${frame}" fill="none" stroke="${colour}" stroke-width="${g.tube}" stroke-linecap="round" stroke-linejoin="round"/>`,
    g.frame === "fully" ? shock(g) : "",
    subject.electric ? battery(g) : "",
    g.frame === "cargo" ? cargoBox(g, colour) : "",
    saddle(g),
    cockpit(g),
    g.touring
      ? `<rect x="${round(g.headTop[0] + 8)}" y="${round(g.headTop[1] + 18)}" width="14" height="12" rx="3" fill="#f2d04b" stroke="${INK}" stroke-width="2"/>`
      : "",
  ];
  const background = subject.view === "studio" ? BACKGROUND.studio : BACKGROUND.plain;
  return svgDocument(bikeViewBox(g, subject.view), background, parts.join(""), subject.colour === "mehrfarbig");
}

function bikeViewBox(g: Geometry, view: BikeView): string {
  // Zoomed views keep the 4:3 aspect ratio of the full picture.
  if (view === "antrieb") return `${round(g.bb[0] - 170)} ${round(g.bb[1] - 140)} 340 255`;
  if (view === "cockpit") return `${round(g.headTop[0] - 150)} ${round(g.headTop[1] - 90)} 340 255`;
  return "0 0 800 600";
}

// Accessories --------------------------------------------------------------------------
function renderAccessory(subject: Extract<ImageSubject, { type: "accessory" }>): string {
  const fill = frameColour(subject.colour);
  const outline = subject.colour === "schwarz" ? "#000" : INK;
  const body = ACCESSORY_DRAWINGS[subject.kind](fill, outline);
  const viewBox = subject.view === "detail" ? "200 150 400 300" : "0 0 800 600";
  const background = subject.view === "detail" ? BACKGROUND.studio : BACKGROUND.plain;
  const shadow = `<ellipse cx="400" cy="500" rx="230" ry="14" fill="#000" opacity=".07"/>`;
  return svgDocument(viewBox, background, shadow + body, subject.colour === "mehrfarbig");
}

const ACCESSORY_DRAWINGS: Readonly<Record<AccessoryKind, (fill: string, outline: string) => string>> = {
  helm: (fill, outline) =>
    `<path d="M380 360l-30 110M470 360l-40 110" stroke="#444a50" stroke-width="7"/>` +
    `<rect x="372" y="460" width="40" height="22" rx="5" fill="#444a50"/>` +
    `<path d="M215 352q0-190 190-198q185 0 195 178q0 26-24 28l-330 14q-31 0-31-22z" fill="${fill}" stroke="${outline}" stroke-width="6"/>` +
    `<path d="M235 360l350-16v20l-350 18z" fill="#e4e4e0" stroke="${outline}" stroke-width="4"/>` +
    `<path d="M290 250q50-50 110-58M300 300q70-60 170-70M440 200q70 10 110 60" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round" opacity=".8"/>` +
    `<path d="M575 300l78 8-30 30z" fill="${INK}"/>`,
  schloss: (fill, outline) =>
    `<path d="M318 340V210a82 82 0 0 1 164 0v130" fill="none" stroke="${METAL}" stroke-width="36" stroke-linecap="round"/>` +
    `<rect x="250" y="318" width="300" height="96" rx="26" fill="${fill}" stroke="${outline}" stroke-width="6"/>` +
    `<circle cx="490" cy="366" r="16" fill="${INK}"/><path d="M490 366v22" stroke="${INK}" stroke-width="8"/>`,
  licht: (fill, outline) =>
    `<path d="M520 262L720 190v236l-200-72z" fill="#ffe680" opacity=".45"/>` +
    `<rect x="330" y="356" width="52" height="74" rx="8" fill="#555b61"/>` +
    `<rect x="262" y="246" width="230" height="120" rx="46" fill="${fill}" stroke="${outline}" stroke-width="6"/>` +
    `<circle cx="490" cy="306" r="56" fill="#fff7cc" stroke="#c9cdd2" stroke-width="10"/>` +
    `<circle cx="330" cy="306" r="12" fill="#6fd16a"/>`,
  pumpe: (fill, outline) =>
    `<path d="M428 392c110 0 130-120 90-210" fill="none" stroke="#33383e" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="270" y="452" width="260" height="28" rx="12" fill="#33383e"/>` +
    `<path d="M400 192v-40" stroke="${METAL}" stroke-width="12"/>` +
    `<rect x="372" y="186" width="56" height="272" rx="12" fill="${fill}" stroke="${outline}" stroke-width="6"/>` +
    `<rect x="296" y="132" width="208" height="32" rx="16" fill="#33383e"/>` +
    `<circle cx="400" cy="404" r="34" fill="#fff" stroke="${INK}" stroke-width="6"/><path d="M400 404l18-18" stroke="#c8262d" stroke-width="5"/>`,
  reifen: (fill) =>
    `<circle cx="400" cy="300" r="214" fill="none" stroke="${TYRE}" stroke-width="14" stroke-dasharray="20 14"/>` +
    `<circle cx="400" cy="300" r="186" fill="none" stroke="${TYRE}" stroke-width="52"/>` +
    `<circle cx="400" cy="300" r="154" fill="none" stroke="${fill === PALETTE.schwarz ? "#5a5f65" : fill}" stroke-width="12"/>` +
    `<circle cx="400" cy="300" r="140" fill="none" stroke="${METAL}" stroke-width="3"/>`,
  sattel: (fill, outline) =>
    `<rect x="402" y="344" width="38" height="190" rx="6" fill="${METAL}"/><rect x="392" y="336" width="58" height="26" rx="6" fill="#4b5056"/>` +
    `<path d="M290 318l60 26h170l40-40" fill="none" stroke="#8a9096" stroke-width="9" stroke-linejoin="round"/>` +
    `<path d="M168 296q16-50 160-52l232-6q70 0 76 30q-8 34-80 40l-228 18q-150 8-160-30z" fill="${fill}" stroke="${outline}" stroke-width="6"/>`,
};
