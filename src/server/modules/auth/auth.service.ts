import { createHash, randomBytes } from "node:crypto";
import { newPasswordSchema, type User } from "../../../shared/schemas/auth.ts";
import type { Db } from "../../db/client.ts";
import { conflict, invalid, notFound } from "../../errors.ts";
import { generatePassword, hashPassword, timingDummyHash, verifyPassword } from "./password.ts";
import { createSessionsRepository } from "./sessions.repository.ts";
import { createUsersRepository } from "./users.repository.ts";

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** How often a busy session's last-seen time is written: a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export const INVALID_CREDENTIALS = "Invalid username or password";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function createAuthService({ db, policy }: { db: Db; policy: SessionPolicy }) {
  const usersRepo = createUsersRepository({ db });
  const sessionsRepo = createSessionsRepository({ db });
  const idleSince = () => new Date(Date.now() - policy.idleMs);

  /** The user these credentials belong to, or null for a wrong password or unknown user. */
  async function checkCredentials(username: string, password: string): Promise<User | null> {
    const user = await usersRepo.findByUsername(username);
    // Unknown users cost one verification too, so timing does not reveal which names exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), password);
    if (!user || !ok) return null;
    return { id: user.id, username: user.username, role: user.role };
  }

  async function startSession(userId: number): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + policy.absoluteMs);
    await sessionsRepo.create({ tokenHash: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  async function authenticate(token: string): Promise<User | null> {
    const found = await sessionsRepo.findValid(hashToken(token), idleSince());
    if (!found) return null;
    if (Date.now() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await sessionsRepo.touch(found.sessionId);
    }
    return { id: found.id, username: found.username, role: found.role };
  }

  async function endSession(token: string) {
    await sessionsRepo.deleteByTokenHash(hashToken(token));
  }

  async function createAdmin(username: string, password: string): Promise<User> {
    const name = username.trim();
    if (!/^[A-Za-z0-9._@-]{1,64}$/.test(name)) {
      throw invalid("username", "Username may use letters, digits and . _ @ - (at most 64)");
    }
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) throw invalid("password", checked.error.issues[0]!.message);
    if (await usersRepo.findByUsername(name)) throw conflict(`User ${name} already exists`);
    return usersRepo.create({
      username: name,
      passwordHash: await hashPassword(password),
      role: "admin",
    });
  }

  /** Stores a new password and ends the user's sessions, all but `keepToken`'s when given. */
  async function replacePassword(userId: number, password: string, keepToken?: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await createUsersRepository({ db: tx }).setPassword(userId, passwordHash);
      const sessions = createSessionsRepository({ db: tx });
      if (keepToken) await sessions.deleteForUserExcept(userId, hashToken(keepToken));
      else await sessions.deleteForUser(userId);
    });
  }

  /** Sets a new password and ends every session of that user (the CLI's `passwd`). */
  async function setPassword(username: string, password: string) {
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) throw invalid("password", checked.error.issues[0]!.message);
    const user = await usersRepo.findByUsername(username);
    if (!user) throw notFound(`User ${username}`);
    await replacePassword(user.id, password);
  }

  /**
   * A logged-in user changes their own password: the current one must be right. Every other
   * session of theirs ends; the one making the change (its token) stays. Returns false for a
   * wrong current password.
   */
  async function changePassword(
    userId: number,
    input: { currentPassword: string; newPassword: string },
    currentToken: string,
  ): Promise<boolean> {
    const user = await usersRepo.findById(userId);
    if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) return false;
    const checked = newPasswordSchema.safeParse(input.newPassword);
    if (!checked.success) throw invalid("newPassword", checked.error.issues[0]!.message);
    await replacePassword(user.id, input.newPassword, currentToken);
    return true;
  }

  /**
   * The first admin: from ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a random password
   * that is returned once for printing. Does nothing while any admin exists.
   */
  async function ensureFirstAdmin(configured?: {
    username: string;
    password: string;
  }): Promise<{ username: string; generatedPassword?: string } | null> {
    if ((await usersRepo.countAdmins()) > 0) return null;
    if (configured) {
      await createAdmin(configured.username, configured.password);
      return { username: configured.username };
    }
    const generatedPassword = generatePassword();
    await createAdmin("admin", generatedPassword);
    return { username: "admin", generatedPassword };
  }

  return {
    checkCredentials,
    startSession,
    authenticate,
    endSession,
    createAdmin,
    setPassword,
    changePassword,
    ensureFirstAdmin,
    deleteExpiredSessions: () => sessionsRepo.deleteExpired(idleSince()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
