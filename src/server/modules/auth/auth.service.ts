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

  /** Sets a new password and ends every session of that user. */
  async function setPassword(username: string, password: string) {
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) throw invalid("password", checked.error.issues[0]!.message);
    const user = await usersRepo.findByUsername(username);
    if (!user) throw notFound(`User ${username}`);
    await usersRepo.setPassword(user.id, await hashPassword(password));
    await sessionsRepo.deleteForUser(user.id);
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
    ensureFirstAdmin,
    deleteExpiredSessions: () => sessionsRepo.deleteExpired(idleSince()),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
