import type { ReactNode } from "react";

/** A centred message for empty pages and results, with an optional action below. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
      {icon ? (
        <div aria-hidden className="mb-4 flex size-14 items-center justify-center rounded-full bg-white text-slate-500 shadow-sm">
          {icon}
        </div>
      ) : null}
      <Heading className="text-xl font-bold text-slate-900">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-slate-600">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
