import { useState } from "react";
import type { ProductImageView } from "~/features/catalog/product-types";
import { focusRing } from "~/components/ui/focus-ring";
import { ProductImage } from "./product-image";

/** Main image plus thumbnails; thumbnails only when there is more than one image (spec §2). */
export function ProductGallery({ images, name }: { images: ProductImageView[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <ProductImage key={current?.url ?? "none"} src={current?.url ?? null} alt={current?.alt ?? name} loading="eager" width={960} height={720} className="h-full w-full p-4" />
      </div>
      {images.length > 1 ? (
        <ul aria-label="Produktbilder" className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Bild ${index + 1} von ${images.length} anzeigen`}
                aria-pressed={index === active}
                className={`size-20 cursor-pointer overflow-hidden rounded-lg border-2 bg-slate-50 ${index === active ? "border-brand-600" : "border-transparent hover:border-slate-300"} ${focusRing}`}
              >
                <ProductImage src={image.url} alt="" width={80} height={80} className="h-full w-full p-1" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
