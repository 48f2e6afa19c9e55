import { Link } from "react-router";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const shopName = (matches[0]?.loaderData as { shopName?: string } | undefined)?.shopName ?? "Radwerk";
  return [
    { title: `${shopName} – Fahrräder, E-Bikes, Teile und Zubehör` },
    { name: "description", content: "Fahrräder, E-Bikes, Teile und Zubehör von Cube, Focus, Haibike, Santa Cruz und Trek." },
  ];
}

export default function Home() {
  return (
    <section className="bg-gradient-to-br from-brand-700 to-slate-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Deine Leidenschaft. Unsere Bikes.</h1>
        <p className="max-w-2xl text-lg text-brand-50">
          E-Bikes, Mountainbikes, Rennräder und Zubehör der führenden Marken – versandkostenfrei ab 99 €.
        </p>
        <Link to="/category/e-mountainbikes" className="rounded-md bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
          Jetzt entdecken
        </Link>
      </div>
    </section>
  );
}
