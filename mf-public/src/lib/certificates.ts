/** Spec section 2: the first row shows certificates 8 to 10, the second, centred row 1 to 7. */
export function certificateRows<T extends { id: number }>(certificates: readonly T[]): { first: T[]; second: T[] } {
  return {
    first: certificates.filter((certificate) => certificate.id >= 8 && certificate.id <= 10),
    second: certificates.filter((certificate) => certificate.id >= 1 && certificate.id <= 7),
  };
}
