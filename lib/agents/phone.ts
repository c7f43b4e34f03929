/**
 * A phone number as the site shows it: a US number (ten digits, or eleven with the leading 1)
 * as (XXX) XXX-XXXX, whatever separators it was typed with; anything else as it was typed.
 */
export function formatUsPhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return raw.trim();
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
