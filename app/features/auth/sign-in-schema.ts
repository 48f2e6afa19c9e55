import { z } from "zod";
import { AUTH_TEXTS } from "./auth-texts";

/**
 * Spec §5: a valid e-mail address and a password of at least 6 characters. Checked in the
 * browser before any request (first failing message as a toast) and again on the server.
 */
export const signInSchema = z.object({
  email: z.string().trim().pipe(z.email(AUTH_TEXTS.invalidEmail)),
  password: z.string().min(6, AUTH_TEXTS.passwordTooShort),
});

export type SignInInput = z.output<typeof signInSchema>;

export type SignInValidation = { ok: true; data: SignInInput } | { ok: false; message: string };

/** The first failing rule, in field order (e-mail before password), as the spec shows it. */
export function validateSignIn(values: { email?: unknown; password?: unknown }): SignInValidation {
  const result = signInSchema.safeParse({ email: values.email ?? "", password: values.password ?? "" });
  if (result.success) return { ok: true, data: result.data };
  const order = ["email", "password"];
  const first = [...result.error.issues].sort((a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])))[0];
  return { ok: false, message: first?.message ?? AUTH_TEXTS.invalidEmail };
}

export const twoFactorSchema = z.object({
  method: z.enum(["totp", "backup"]).default("totp"),
  code: z.string().trim().min(6, AUTH_TEXTS.invalidCode).max(32, AUTH_TEXTS.invalidCode),
  trustDevice: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).default(false),
});
