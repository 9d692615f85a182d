import Hex from 'crypto-js/enc-hex';
import sha256 from 'crypto-js/sha256';

/** SHA-256 as lowercase hex: how every password leaves the browser (spec section 3). */
export function sha256Hex(text: string): string {
  return sha256(text).toString(Hex);
}
