import { describe, expect, it } from "vitest";
import { AUTH_TEXTS } from "./auth-texts";
import { validateSignIn } from "./sign-in-schema";
import { describeAuthFailure } from "./sign-in.server";

describe("sign-in validation (spec §5)", () => {
  it("accepts a valid address and a password of 6 or more characters, trimming the address", () => {
    expect(validateSignIn({ email: "  admin@radwerk.example ", password: "123456" })).toEqual({
      ok: true,
      data: { email: "admin@radwerk.example", password: "123456" },
    });
  });

  it("reports the first failing rule: the e-mail before the password", () => {
    expect(validateSignIn({ email: "admin@", password: "123" })).toEqual({ ok: false, message: "Ungültige E-Mail-Adresse" });
    expect(validateSignIn({ email: "", password: "" })).toEqual({ ok: false, message: "Ungültige E-Mail-Adresse" });
    expect(validateSignIn({ email: "admin@radwerk.example", password: "12345" })).toEqual({
      ok: false,
      message: "Passwort muss mindestens 6 Zeichen haben",
    });
    expect(validateSignIn({})).toMatchObject({ ok: false, message: AUTH_TEXTS.invalidEmail });
  });
});

describe("sign-in failure messages (spec §8)", () => {
  it("maps wrong credentials, rate limits and two-factor errors to German", () => {
    expect(describeAuthFailure(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, null)).toBe(
      "E-Mail oder Passwort ist falsch.",
    );
    expect(describeAuthFailure(429, { message: "Too many requests" }, "42")).toBe(
      "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.",
    );
    expect(describeAuthFailure(401, { code: "INVALID_CODE" }, null)).toBe("Der Code ist ungültig.");
  });

  it("passes other provider messages through, and falls back to 'Ein Fehler ist aufgetreten'", () => {
    expect(describeAuthFailure(400, { code: "SOMETHING", message: "Email not verified" }, null)).toBe("Email not verified");
    expect(describeAuthFailure(500, {}, null)).toBe("Ein Fehler ist aufgetreten");
  });
});
