import { slugify } from "../../utils/slugify";

/**
 * Manufacturer contact shown with a product for the EU General Product Safety
 * Regulation (GPSR, Art. 19: name, postal address and electronic contact).
 *
 * Company names and cities are the known legal entities. Streets, postcodes and e-mail
 * addresses come from public web sources or are still missing (null); they are marked
 * `verified: false` until someone has checked them against the manufacturer's current
 * imprint or GPSR information. Unverified contacts must not be published as confirmed.
 */
export interface ManufacturerContact {
  readonly legalName: string;
  readonly street: string | null;
  readonly postalCode: string | null;
  readonly city: string;
  readonly country: string;
  readonly email: string | null;
  readonly website: string;
  readonly verified: boolean;
}

export interface BrandProfile {
  readonly name: string;
  readonly slug: string;
  readonly logo: string;
  readonly description: string;
  readonly foundedYear: number;
  readonly country: string;
  readonly manufacturer: ManufacturerContact;
}

function brand(profile: Omit<BrandProfile, "slug" | "logo">): BrandProfile {
  const slug = slugify(profile.name);
  return Object.freeze({
    ...profile,
    slug,
    logo: `/brands/${slug}.svg`,
    manufacturer: Object.freeze({ ...profile.manufacturer }),
  });
}

/** The five premium brands with a profile page (spec §2 "Brand page", §3 "Brand profile"). */
export const FEATURED_BRANDS: readonly BrandProfile[] = Object.freeze([
  brand({
    name: "Cube",
    description:
      "Cube wurde 1993 im oberpfälzischen Waldershof gegründet und entwickelt dort bis heute seine Fahrräder. " +
      "Das Sortiment reicht von Mountainbikes, Rennrädern und Gravel Bikes über Trekking- und Cityräder bis zu E-Bikes und Kinderrädern. " +
      "Verkauft werden die Räder über Fachhändler in vielen Ländern.",
    foundedYear: 1993,
    country: "Deutschland",
    manufacturer: {
      legalName: "Pending System GmbH & Co. KG",
      street: "Ludwig-Hüttner-Straße 5-7",
      postalCode: "95679",
      city: "Waldershof",
      country: "Deutschland",
      email: "info@cube.eu",
      website: "https://www.cube.eu",
      verified: false,
    },
  }),
  brand({
    name: "Focus",
    description:
      "Focus wurde 1992 vom Radrennfahrer Mike Kluge gegründet. " +
      "Heute gehört die Marke zur Derby Cycle Werke GmbH mit Sitz in Cloppenburg. " +
      "Focus baut Rennräder, Gravel Bikes und Mountainbikes sowie E-Bikes für Sport und Alltag.",
    foundedYear: 1992,
    country: "Deutschland",
    manufacturer: {
      legalName: "Derby Cycle Werke GmbH",
      street: null,
      postalCode: null,
      city: "Cloppenburg",
      country: "Deutschland",
      email: null,
      website: "https://www.focus-bikes.com",
      verified: false,
    },
  }),
  brand({
    name: "Haibike",
    description:
      "Haibike wurde 1995 gegründet und gehört zur Winora-Staiger GmbH in Sennfeld bei Schweinfurt. " +
      "Die Marke zählt zu den frühen Anbietern von E-Mountainbikes. " +
      "Heute umfasst das Programm vor allem E-MTBs sowie E-Trekking- und E-Cityräder.",
    foundedYear: 1995,
    country: "Deutschland",
    manufacturer: {
      legalName: "Winora-Staiger GmbH",
      street: "Max-Planck-Straße 6",
      postalCode: "97526",
      city: "Sennfeld",
      country: "Deutschland",
      email: null,
      website: "https://www.haibike.com",
      verified: false,
    },
  }),
  brand({
    name: "Santa Cruz",
    description:
      "Santa Cruz Bicycles stammt aus Santa Cruz in Kalifornien und brachte 1994 sein erstes Mountainbike auf den Markt. " +
      "Die Marke konzentriert sich auf vollgefederte Mountainbikes, viele davon mit dem VPP-Hinterbau (Virtual Pivot Point). " +
      "Die Räder werden in Santa Cruz entwickelt und endmontiert.",
    foundedYear: 1994,
    country: "USA",
    manufacturer: {
      legalName: "Santa Cruz Bicycles LLC",
      street: "2841 Mission Street",
      postalCode: "CA 95060",
      city: "Santa Cruz",
      country: "USA",
      email: null,
      website: "https://www.santacruzbicycles.com",
      verified: false,
    },
  }),
  brand({
    name: "Trek",
    description:
      "Trek wurde 1976 in Waterloo im US-Bundesstaat Wisconsin gegründet, wo das Unternehmen bis heute seinen Hauptsitz hat. " +
      "Begonnen hat Trek mit handgefertigten Stahlrahmen für Tourenräder. " +
      "Heute reicht das Angebot von Rennrädern und Mountainbikes über Trekking- und Cityräder bis zu E-Bikes.",
    foundedYear: 1976,
    country: "USA",
    manufacturer: {
      legalName: "Trek Bicycle Corporation",
      street: "801 West Madison Street",
      postalCode: "WI 53594",
      city: "Waterloo",
      country: "USA",
      email: null,
      website: "https://www.trekbikes.com",
      verified: false,
    },
  }),
]);

const brandsByKey = new Map<string, BrandProfile>();
for (const profile of FEATURED_BRANDS) {
  brandsByKey.set(profile.slug, profile);
  brandsByKey.set(profile.name.toLowerCase(), profile);
}

/**
 * The featured brand for a route parameter or product brand field, matched
 * case-insensitively by name or slug ('Santa Cruz', 'santa-cruz', 'SANTA CRUZ').
 */
export function findBrand(nameOrSlug: string): BrandProfile | undefined {
  const key = nameOrSlug.trim().toLowerCase();
  return brandsByKey.get(key) ?? brandsByKey.get(slugify(key));
}
