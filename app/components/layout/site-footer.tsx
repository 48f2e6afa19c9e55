export function SiteFooter({ shopName }: { shopName: string }) {
  return <footer className="border-t py-6 text-center text-sm text-slate-500">{shopName}</footer>;
}
