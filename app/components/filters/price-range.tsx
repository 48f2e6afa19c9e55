import * as Slider from "@radix-ui/react-slider";
import { useEffect, useState } from "react";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "~/features/catalog/filter-query";
import type { FilterFormApi } from "./filter-form";

const euros = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

function clampText(text: string, fallback: number): number {
  const value = Number(text.replace(",", "."));
  if (text.trim() === "" || !Number.isFinite(value)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(value)));
}

const inputClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";

/**
 * Price range 0–10,000 € (spec §2): two number fields, which work without JavaScript,
 * and a two-thumb slider with step 50 on top. Values are clamped on leaving a field.
 */
export function PriceRange({ minPrice, maxPrice, api }: { minPrice: number; maxPrice: number; api: FilterFormApi }) {
  const [min, setMin] = useState(String(minPrice));
  const [max, setMax] = useState(String(maxPrice));
  useEffect(() => setMin(String(minPrice)), [minPrice]);
  useEffect(() => setMax(String(maxPrice)), [maxPrice]);
  const sliderMin = clampText(min, PRICE_MIN);
  const sliderMax = clampText(max, PRICE_MAX);

  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Preis</legend>
      <Slider.Root
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        minStepsBetweenThumbs={0}
        value={[Math.min(sliderMin, sliderMax), Math.max(sliderMin, sliderMax)]}
        onValueChange={([low = PRICE_MIN, high = PRICE_MAX]) => {
          setMin(String(low));
          setMax(String(high));
        }}
        onValueCommit={([low = PRICE_MIN, high = PRICE_MAX]) => api.applySoon({ minPrice: String(low), maxPrice: String(high) })}
        className="relative flex h-5 touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        {(["Mindestpreis", "Höchstpreis"] as const).map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={euros.format(index === 0 ? Math.min(sliderMin, sliderMax) : Math.max(sliderMin, sliderMax))}
            className="block size-5 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          />
        ))}
      </Slider.Root>
      <div className="grid grid-cols-2 gap-3">
        <label className="text-xs font-medium text-slate-700">
          Min. (€)
          <input
            type="number"
            name="minPrice"
            inputMode="numeric"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            onBlur={() => setMin(String(clampText(min, PRICE_MIN)))}
            className={`${inputClass} mt-1`}
          />
        </label>
        <label className="text-xs font-medium text-slate-700">
          Max. (€)
          <input
            type="number"
            name="maxPrice"
            inputMode="numeric"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            onBlur={() => setMax(String(clampText(max, PRICE_MAX)))}
            className={`${inputClass} mt-1`}
          />
        </label>
      </div>
    </fieldset>
  );
}
