/**
 * Names that reach only this machine: `localhost` and its subdomains (RFC 6761), the IPv4
 * loopback block 127.0.0.0/8 and IPv6 `[::1]`. A site whose SITE_URL uses one is a local site;
 * any other address is a production site (see config.server.ts).
 */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name === "[::1]" ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name)
  );
}

/**
 * Whether a request's Host header names this machine (a name, an optional port, nothing else).
 * A page that a DNS-rebinding attacker's site makes a browser fetch carries the attacker's
 * host name here, even though the connection comes from this machine.
 */
export function isLocalHostHeader(host: string | null | undefined): boolean {
  if (!host || host.length > 300) return false;
  const match = /^(\[::1\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host);
  return Boolean(match) && isLocalHostname(match![1]!);
}
