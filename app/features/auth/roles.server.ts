import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client.server";
import { userRoles } from "../../db/schema";

/** Spec §6: an admin is a user with a row in user_roles whose role is 'admin'. */
export const ADMIN_ROLE = "admin";

export async function isAdminUser(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .limit(1);
  return rows.length > 0;
}

export async function grantAdminRole(db: Queryable, userId: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role: ADMIN_ROLE }).onConflictDoNothing();
}

export async function revokeAdminRole(db: Queryable, userId: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)));
}
