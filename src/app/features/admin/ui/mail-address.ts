// A visitor types their email as free text (the contact form does not check it, spec §5), and
// a `mailto:` URL reads more than an address: `a@b.co?cc=…&body=…` adds recipients and text to
// the owner's reply. Only a plain address becomes a link; anything else is shown as text.

/** Letters, digits and . _ + ' - : no ?, &, %, #, comma, space, angle bracket or quote. */
const LOCAL = /^[A-Za-z0-9_+'-]+(?:\.[A-Za-z0-9_+'-]+)*$/;
/** A DNS label: letters, digits and inner hyphens, 1-63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/** `mailto:<address>` for one plain, valid address; null for anything else. */
export function mailtoHref(value: string): string | null {
  if (value.length > 254) return null;
  const parts = value.split("@");
  if (parts.length !== 2) return null;
  const [local = "", domain = ""] = parts;
  if (local.length > 64 || !LOCAL.test(local)) return null;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (!TOP_LEVEL.test(labels.at(-1) ?? "")) return null;
  return `mailto:${value}`;
}
