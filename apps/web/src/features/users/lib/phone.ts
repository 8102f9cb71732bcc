/** The stored phone (+91XXXXXXXXXX) as the 10 digits a person types after the +91 prefix. */
export function localPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}
