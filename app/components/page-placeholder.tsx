/** A page whose screen is built by a later issue: the route resolves and shows its heading. */
export function PagePlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}
