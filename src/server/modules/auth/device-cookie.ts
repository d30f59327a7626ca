import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// OWASP's device cookies against lockout: a browser that logged in as a user gets a cookie
// signed with the installation's secret that names that user. Wrong passwords sent with a valid
// one count against that device alone; wrong passwords from anywhere else count against the
// client and the username. Strangers guessing at the owner's name lock out only strangers.

export const DEVICE_COOKIE = "login_device";
const YEAR_SECONDS = 365 * 24 * 3600;

export function createDeviceCookies(secret: string) {
  const mac = (username: string, nonce: string) =>
    createHmac("sha256", secret)
      .update(`login-device\0${username.toLowerCase()}\0${nonce}`)
      .digest("base64url");

  return {
    /** A new cookie value for a browser that just logged in as `username`. */
    issue(username: string): string {
      const nonce = randomBytes(16).toString("base64url");
      return `${nonce}.${mac(username, nonce)}`;
    },

    /** The device's id when the value is a genuine cookie for `username`, else null. */
    deviceOf(value: string | undefined, username: string): string | null {
      const [nonce, signature, ...rest] = (value ?? "").split(".");
      if (!nonce || !signature || rest.length > 0) return null;
      const expected = Buffer.from(mac(username, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },

    options(secure: boolean) {
      return {
        path: "/api/login",
        httpOnly: true,
        sameSite: "strict" as const,
        secure,
        maxAge: YEAR_SECONDS,
      };
    },
  };
}
