/** What typing strips from a field (spec section 5), applied as the user types. */

/** Letters and spaces only (names). */
export function lettersAndSpaces(value: string): string {
  return value.replace(/[^A-Za-z ]/g, '');
}

/** Digits only, at most `maxLength` of them (contact, pin code, age, OTP). */
export function digitsOnly(value: string, maxLength?: number): string {
  const digits = value.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}
