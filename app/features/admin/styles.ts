import { focusRing } from "~/components/ui/focus-ring";

// Class names shared by the sign-in page and the admin screens (shadcn/ui-like look).
export const buttonClass = `inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
export const secondaryButtonClass = `inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
export const dangerButtonClass = `inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-4 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;
export const inputClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30";
export const labelClass = "text-sm font-medium text-slate-800";
export const cardClass = "rounded-lg border border-slate-200 bg-white shadow-sm";
