import { focusRing } from "./focus-ring";

const base = `inline-flex cursor-pointer items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed ${focusRing}`;

/** Class names of the shop's buttons and button-like links. */
export const buttonClass = {
  primary: `${base} bg-brand-600 px-5 py-2.5 text-white shadow-sm hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none`,
  secondary: `${base} border border-slate-300 bg-white px-5 py-2.5 text-slate-800 hover:border-slate-400 hover:bg-slate-50 disabled:text-slate-400`,
  small: `${base} bg-brand-600 px-3.5 py-2 text-sm text-white hover:bg-brand-700 disabled:bg-slate-200 disabled:text-slate-600`,
} as const;
