import { isIP } from "node:net";

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, "");
  return plain === "::1" || (isIP(plain) === 4 && plain.startsWith("127."));
}

/**
 * The client's address for rate limiting. A reverse proxy on the same machine (nginx,
 * Caddy) connects from loopback and names the client in X-Forwarded-For; only then is
 * that header believed – taken from the right, skipping further loopback hops. A client
 * connecting directly cannot choose its address by sending the header.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
  const peer = socketAddress ?? "";
  if (!isLoopback(peer) || !forwardedFor) return peer;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? "";
    if (!isIP(hop.replace(/^::ffff:/i, ""))) return peer;
    if (!isLoopback(hop)) return hop;
  }
  return peer;
}
