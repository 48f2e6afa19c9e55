import type { SelectedOption } from "../../db/schema";

/** The parts of a variant the option selectors need (shared by server and browser). */
export interface SelectableVariant {
  id: string;
  stock: number;
  selectedOptions: SelectedOption[];
}

export type OptionSelection = Record<string, string>;

/** The options of a variant as name → value. */
export function selectionOf(variant: SelectableVariant | undefined): OptionSelection {
  return Object.fromEntries((variant?.selectedOptions ?? []).map((option) => [option.name, option.value]));
}

/** The variant with exactly these option values, if the catalogue has one. */
export function findVariant<T extends SelectableVariant>(variants: readonly T[], selection: OptionSelection): T | undefined {
  return variants.find((variant) => variant.selectedOptions.every((option) => selection[option.name] === option.value));
}

/**
 * Spec §4: an option value is disabled when its variant has no stock. With several
 * options, "its variant" is the one with this value and the other current choices; a
 * value no variant offers in that combination is disabled too.
 */
export function isOptionValueAvailable(
  variants: readonly SelectableVariant[],
  selection: OptionSelection,
  optionName: string,
  value: string,
): boolean {
  const variant = findVariant(variants, { ...selection, [optionName]: value });
  return variant !== undefined && variant.stock > 0;
}
