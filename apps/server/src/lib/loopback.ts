/** True for a client on this very machine (127.0.0.0/8, ::1, or IPv4 in IPv6 form). */
export function isLoopback(ip: string): boolean {
  const value = ip.trim().replace(/^::ffff:/i, '');
  return value === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(value);
}
