// Domain errors carry an HTTP status and a message safe to show; one handler turns them into
// `{"error": "..."}` (plugins/errors.ts).

export class AppError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.fields = extra.fields;
    this.headers = extra.headers;
  }
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);
export const unauthorized = () => new AppError(401, "Not logged in");
export const forbidden = (message = "You need admin privileges to access this page.") =>
  new AppError(403, message);
export const invalid = (field: string, message: string) =>
  new AppError(400, message, { fields: { [field]: message } });
export const tooManyRequests = (retryAfterSeconds: number, what = "Too many requests") => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, `${what}. Try again in ${describeWait(seconds)}.`, {
    headers: { "retry-after": String(seconds) },
  });
};

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
