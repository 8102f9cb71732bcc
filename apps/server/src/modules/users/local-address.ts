import { BlockList, isIP } from 'node:net';

/** Addresses that never leave the machine or the local network: no geo-IP service knows them. */
const local = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  local.addSubnet(net, prefix, 'ipv4');
}
local.addAddress('::', 'ipv6');
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6'); // unique local (ULA)
local.addSubnet('fe80::', 10, 'ipv6'); // link-local

/** An IPv4 address carried in IPv6 form (`::ffff:10.0.0.1`) is judged as IPv4. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

export function isLocalAddress(ip: string): boolean {
  const value = normaliseIp(ip);
  const family = isIP(value);
  if (family === 0) return false;
  return local.check(value, family === 4 ? 'ipv4' : 'ipv6');
}

export const isValidIp = (ip: string): boolean => isIP(normaliseIp(ip)) !== 0;
