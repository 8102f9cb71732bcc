/** The stored phone (+91XXXXXXXXXX) as the 10 digits a person types after the +91 prefix. */
export function localPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}

/** For display: +91 98765 43210. */
export function formatPhone(stored: string): string {
  const local = localPhone(stored);
  return local.length === 10 ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : stored;
}
