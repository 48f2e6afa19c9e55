import { describe, expect, it } from "vitest";
import { absoluteUrl, breadcrumbJsonLd, metaDescription, productJsonLd } from "./seo";

describe("SEO helpers", () => {
  it("builds absolute URLs from the public address", () => {
    expect(absoluteUrl("https://radwerk.example/", "/category/mountainbikes?sortBy=price-asc")).toBe(
      "https://radwerk.example/category/mountainbikes?sortBy=price-asc",
    );
    expect(absoluteUrl("http://localhost:3000", "/")).toBe("http://localhost:3000/");
  });

  it("shortens meta descriptions at a word", () => {
    const long = "Wort ".repeat(60);
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("Wort…")).toBe(true);
  });

  it("describes breadcrumbs as a BreadcrumbList", () => {
    expect(breadcrumbJsonLd([{ name: "Home", url: "https://r.example/" }, { name: "Mountainbikes" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://r.example/" },
        { "@type": "ListItem", position: 2, name: "Mountainbikes" },
      ],
    });
  });

  it("describes a product with offers, price and availability", () => {
    const jsonLd = productJsonLd({
      name: "Trek Marlin 5",
      url: "https://r.example/product/trek-marlin-5",
      description: "Hardtail",
      brand: "Trek",
      sku: "TM5",
      ean: "4012345000016",
      images: ["https://r.example/a.jpg"],
      category: "Mountainbikes",
      offers: [
        { sku: "TM5-M", priceCents: 74_900, stock: 0, name: "M" },
        { sku: "TM5-L", priceCents: 76_900, stock: 2, name: "L" },
      ],
    });
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      brand: { "@type": "Brand", name: "Trek" },
      gtin13: "4012345000016",
      offers: [
        { "@type": "Offer", price: "749.00", priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" },
        { "@type": "Offer", price: "769.00", priceCurrency: "EUR", availability: "https://schema.org/InStock" },
      ],
    });
    const single = productJsonLd({ ...jsonLdInputWithOneOffer() });
    expect(single.offers).toMatchObject({ "@type": "Offer", price: "89.95" });
  });
});

function jsonLdInputWithOneOffer() {
  return {
    name: "Helm",
    url: "https://r.example/product/helm",
    description: "",
    brand: null,
    sku: null,
    ean: "123",
    images: [],
    category: null,
    offers: [{ sku: null, priceCents: 8995, stock: 3 }],
  };
}
