/** True for a client on this very machine (127.0.0.0/8, ::1, or IPv4 in IPv6 form). */
export function isLoopback(ip: string): boolean {
  const value = ip.trim().replace(/^::ffff:/i, '');
  return value === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}

const LOCAL_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when a request's own Host header names this machine (`localhost`, `127.0.0.1` or
 * `[::1]`, any port). A page of another site whose name was pointed at 127.0.0.1 (DNS
 * rebinding) reaches us from a loopback address too, but with its own name in Host.
 */
export function isLocalHostHeader(host: string | undefined): boolean {
  const value = (host ?? '').trim().toLowerCase();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.split(':')[0];
  return LOCAL_HOST_NAMES.has(name ?? '');
}
