import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ROLES, type Role } from "../../../shared/constants.ts";
import { id, oneOf, timestamps } from "../../db/columns.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<Role>().notNull().default("user"),
    ...timestamps,
  },
  (table) => [
    // Login looks a user up by name, case-insensitively; names are unique the same way.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    oneOf("users_role_check", table.role, ROLES),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the cookie's token: a leaked table does not log anyone in. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    // Ending every session of a user (password change, logout elsewhere).
    index("sessions_user_id_idx").on(table.userId),
  ],
);
