import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.server";

describe("client address for rate limiting", () => {
  it("is the connection's address for a client connecting directly, whatever it claims", () => {
    expect(clientAddress("198.51.100.7", undefined)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7", "203.0.113.1")).toBe("198.51.100.7");
  });

  it("believes X-Forwarded-For only from a proxy on this machine, taking the nearest non-local hop", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.1")).toBe("203.0.113.1");
    expect(clientAddress("::ffff:127.0.0.1", "10.0.0.5, 203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddress("::1", ["203.0.113.9", "127.0.0.1"])).toBe("203.0.113.9");
    expect(clientAddress("127.0.0.1", undefined)).toBe("127.0.0.1");
  });

  it("ignores a malformed header", () => {
    expect(clientAddress("127.0.0.1", "nonsense")).toBe("127.0.0.1");
  });
});
