/**
 * Amounts in words the way Indian documents write them (rent receipts, invoices, agreements):
 * the Indian system of thousands, lakhs and crores, hyphenated tens ("Twenty-two"), ending in
 * "rupees only", and paise when there are any. "Twenty-two thousand rupees only".
 */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
] as const;

/** 0–99 in words: "twenty-two". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]!}-${ONES[unit]!}`;
}

/** 0–999 in words, without "and": "three hundred fifty". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]!} hundred`);
  if (rest > 0 || hundreds === 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in Indian words, lower case: 1,50,000 → "one lakh fifty thousand",
 * 12,34,56,789 → "twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine".
 * Crores above 99 are themselves written in the Indian system ("one hundred crore").
 */
export function numberInIndianWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not a whole amount: ${value}`);
  if (value === 0) return 'zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${numberInIndianWords(crore)} crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An amount in paise, in words as a receipt writes it: 22,00,000 paise → "Twenty-two thousand
 * rupees only"; 1,00,050 → "One thousand rupees and fifty paise only"; 1 rupee → "One rupee only".
 */
export function paiseInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeePart = `${numberInIndianWords(rupees)} ${rupees === 1 ? 'rupee' : 'rupees'}`;
  if (rest === 0) return `${capitalised(rupeePart)} only`;
  const paisePart = `${belowHundred(rest)} paise`;
  return rupees === 0
    ? `${capitalised(paisePart)} only`
    : `${capitalised(rupeePart)} and ${paisePart} only`;
}

/** Whole rupees in words: 22000 → "Twenty-two thousand rupees only". */
export const rupeesInWords = (rupees: number): string => paiseInWords(rupees * 100);
