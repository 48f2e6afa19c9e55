import { LoaderCircle } from "lucide-react";

/** A spinning indicator; `label` is announced to screen readers. */
export function Spinner({ label = "Wird geladen …", className = "size-6" }: { label?: string; className?: string }) {
  return (
    <span role="status" className="inline-flex items-center text-brand-600">
      <LoaderCircle aria-hidden className={`animate-spin ${className}`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
