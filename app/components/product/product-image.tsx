import { ImageOff } from "lucide-react";
import { useCallback, useState } from "react";

/**
 * A product image that hides itself and shows a fallback icon when it fails to load
 * (spec §2 "Product card"). An error that happened before hydration is caught too: the
 * image is then already `complete` with no pixels.
 */
export function ProductImage({
  src,
  alt,
  className = "",
  loading = "lazy",
  width = 480,
  height = 360,
}: {
  src: string | null;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  width?: number;
  height?: number;
}) {
  // Remembers which address failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const checkAlreadyFailed = useCallback((image: HTMLImageElement | null) => {
    // decode() rejects only for a broken image (an SVG without a size also has naturalWidth 0).
    if (image?.complete && image.naturalWidth === 0) {
      const failedAddress = image.getAttribute("src");
      image.decode().catch(() => setFailedSrc(failedAddress));
    }
  }, []);

  if (failed) {
    return (
      <div {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })} className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <ImageOff aria-hidden className="size-10" data-testid="image-fallback" />
      </div>
    );
  }
  return (
    <img
      ref={checkAlreadyFailed}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`object-contain ${className}`}
    />
  );
}
