/** What typing strips from a field (spec section 5), applied as the user types; and a word's capital. */

/** 'pending' and 'PENDING' → 'Pending': the first letter capitalised, the rest lowercased (labels, choices compared). */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** 'male' → 'Male', 'iPhone' → 'IPhone': the first letter capitalised, the rest as it is. */
export function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A letter of any script, with its combining marks: a name typed in Devanagari (Marathi, Hindi) needs
 * its vowel signs (matras), which Unicode files as marks, not letters.
 */
const NAME_CHARACTER = /[\p{L}\p{M} ]/u;

/** Letters and spaces only (names), in any script. */
export function lettersAndSpaces(value: string): string {
  return value.replace(new RegExp(`[^${NAME_CHARACTER.source.slice(1, -1)}]`, 'gu'), '');
}

/** The characters a name field refuses from what was typed, each once, in the order typed ('Dr. R.' gives '.'). */
export function refusedInName(value: string): string {
  return Array.from(new Set(Array.from(value).filter((char) => !NAME_CHARACTER.test(char)))).join('');
}

/** Digits only, at most `maxLength` of them (contact, pin code, age, OTP). */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/** Digits in an Indian mobile number written with its country code (+91 or 91) or trunk 0 in front. */
const MOBILE_DIGITS = 10;
const WITH_COUNTRY_CODE = MOBILE_DIGITS + 2;

/** Digits with spaces or hyphens between them, and a '+' in front at most. */
const WRITTEN_NUMBER = /^\+?[\d\s-]*$/;

/**
 * A mobile number as Indians write it, down to its 10 digits: '+91 98765 43210', '91-98765-43210',
 * '098765 43210' and '98765 43210' all give 9876543210. Any other text is left as it is, for the
 * 10-digit rule to refuse.
 */
export function indianMobile(value: string): string {
  if (!WRITTEN_NUMBER.test(value.trim())) return value;
  const digits = value.replace(/\D/g, '');
  if (digits.length === WITH_COUNTRY_CODE && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_DIGITS + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * A mobile number while it is typed: digits, after a leading '+'. A number that starts as a country
 * code (+91, 91) or trunk 0 does has room for it, so that '+91 98765 43210' is not cut to '9198765432'
 * halfway through (indianMobile then gives the 10 digits); any other is cut at 10 digits.
 */
export function mobileAsTyped(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  const digits = digitsOnly(value);
  const room = plus || digits.startsWith('91') ? WITH_COUNTRY_CODE : digits.startsWith('0') ? MOBILE_DIGITS + 1 : MOBILE_DIGITS;
  return plus + digits.slice(0, room);
}
