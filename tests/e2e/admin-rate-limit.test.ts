import { describe, expect, it } from "vitest";
import { SIGN_IN_RATE_LIMIT } from "../../app/features/auth/auth.server";
import { E2E_ADMIN } from "./admin-fixtures";
import { uniqueClientAddress } from "./admin-support";
import { baseUrl } from "./support";

function attempt(password: string, headers: Record<string, string>) {
  return fetch(`${baseUrl()}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl(), ...headers },
    body: new URLSearchParams({ intent: "sign-in", email: E2E_ADMIN.email, password }),
  });
}

describe("brute-force protection of the sign-in (through the real HTTP stack)", () => {
  it("refuses further attempts from an address after the limit – the right password too – but not other addresses", async () => {
    const attacker = uniqueClientAddress();
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) {
      // The internal client-address header cannot be forged: the server overwrites it.
      const response = await attempt(`geraten-${n}`, { "X-Forwarded-For": attacker, "x-radwerk-client-ip": `198.51.100.${n}` });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, SIGN_IN_RATE_LIMIT.max)).toEqual(Array(SIGN_IN_RATE_LIMIT.max).fill(401));
    expect(statuses.slice(SIGN_IN_RATE_LIMIT.max)).toEqual(Array(20 - SIGN_IN_RATE_LIMIT.max).fill(429));

    const blocked = await attempt(E2E_ADMIN.password, { "X-Forwarded-For": attacker });
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain("Zu viele Anmeldeversuche");

    const someoneElse = await attempt(E2E_ADMIN.password, { "X-Forwarded-For": uniqueClientAddress() });
    expect(someoneElse.status).toBe(302);
  });
});
