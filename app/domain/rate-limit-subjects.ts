import ipaddr from "ipaddr.js";

/** IPv6 prefix counted as one client: a home or office line gets a whole /64 to pick from. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The network a client address is counted under: an IPv4 address (also when written as
 * IPv4-mapped IPv6) stays itself; an IPv6 address becomes its /64, e.g. "2001:db8:1:2::/64",
 * whatever its spelling (compressed, full, upper case, with a zone id). Anything that is not an
 * address ("unknown") is returned lower-cased.
 */
export function clientNetwork(address: string): string {
  const value = address.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return ipaddr.IPv4.parse(value).toString();
  if (!ipaddr.IPv6.isValid(value)) return value.toLowerCase();
  const ip = ipaddr.IPv6.parse(value);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  const parts = ip.parts.slice(0, IPV6_CLIENT_PREFIX / 16).map((part) => part.toString(16));
  return `${parts.join(":")}::/${IPV6_CLIENT_PREFIX}`;
}

/**
 * What a rate limit counts a subject under: a client address by its network (clientNetwork),
 * anything else (an e-mail address, a username, an id) without case.
 */
export function rateLimitSubject(subject: string): string {
  return clientNetwork(subject);
}

/**
 * The inbox an e-mail address delivers to, for per-recipient limits: without case, and without
 * a "+tag" in the local part (omar+1@ and omar+2@ reach the same person).
 */
export function recipientMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  return (plus > 0 ? local.slice(0, plus) : local) + address.slice(at);
}
