import { Link } from "react-router";

export function SiteHeader({ shopName }: { shopName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link to="/" className="text-xl font-bold">
          {shopName}
        </Link>
      </div>
    </header>
  );
}
