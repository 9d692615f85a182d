import { PUNE_AREAS } from './areas';

export type PuneArea = (typeof PUNE_AREAS)[number];

/**
 * Approximate centre of each locality of the booking form (latitude, longitude in degrees), read off
 * OpenStreetMap's map of Pune (openstreetmap.org, place labels of the localities) and rounded to three
 * decimals; good to about half a kilometre, which is all a travel estimate in 15-minute steps needs.
 */
const AREA_COORDINATES: Readonly<Record<PuneArea, readonly [number, number]>> = {
  Akurdi: [18.648, 73.769],
  Alandi: [18.677, 73.896],
  Ambegaon: [18.456, 73.844],
  Aundh: [18.558, 73.807],
  Balewadi: [18.576, 73.779],
  Baner: [18.559, 73.787],
  'Baner Gaon': [18.565, 73.776],
  Bavdhan: [18.516, 73.776],
  Bhosari: [18.63, 73.848],
  Bibwewadi: [18.475, 73.864],
  'Bund Garden': [18.539, 73.883],
  Camp: [18.515, 73.879],
  Chakan: [18.76, 73.863],
  Chinchwad: [18.644, 73.788],
  Dapodi: [18.584, 73.833],
  'Deccan Gymkhana': [18.517, 73.841],
  Dhankawadi: [18.459, 73.853],
  Dhanori: [18.59, 73.9],
  Dighi: [18.615, 73.872],
  Erandwane: [18.509, 73.831],
  'Fatima Nagar': [18.501, 73.9],
  Hadapsar: [18.509, 73.926],
  Hinjewadi: [18.591, 73.739],
  'Kalyani Nagar': [18.546, 73.902],
  'Karve Nagar': [18.489, 73.821],
  Katraj: [18.448, 73.858],
  Kharadi: [18.551, 73.941],
  Kondhwa: [18.477, 73.891],
  'Koregaon Park': [18.536, 73.893],
  Kothrud: [18.507, 73.808],
  Lohegaon: [18.593, 73.919],
  Magarpatta: [18.515, 73.927],
  Manjari: [18.497, 73.98],
  Mundhwa: [18.533, 73.933],
  Nigdi: [18.651, 73.77],
  Pashan: [18.538, 73.793],
  'Pimple Gurav': [18.59, 73.816],
  'Pimple Saudagar': [18.598, 73.801],
  Pimpri: [18.619, 73.804],
  Pune: [18.52, 73.856],
  'Pune Station': [18.529, 73.874],
  Ravet: [18.648, 73.745],
  'Sahakar Nagar': [18.48, 73.85],
  Sangvi: [18.568, 73.818],
  'Shivaji Nagar': [18.531, 73.847],
  'Sinhagad Road': [18.476, 73.821],
  Sus: [18.553, 73.75],
  Swargate: [18.5, 73.858],
  Talegaon: [18.735, 73.675],
  Thergaon: [18.613, 73.768],
  Undri: [18.456, 73.918],
  'Vadgaon Sheri': [18.549, 73.928],
  Vishrantwadi: [18.572, 73.878],
  'Viman Nagar': [18.568, 73.914],
  Wadgaon: [18.468, 73.817],
  Wagholi: [18.58, 73.983],
  Wakad: [18.599, 73.762],
  Wanowrie: [18.489, 73.9],
  Warje: [18.484, 73.802],
  Yerawada: [18.553, 73.887],
};

/**
 * How the minutes are reckoned: the straight-line distance, times 1.4 for the roads' detours, at an
 * average of 20 km/h (Pune's traffic by scooter or cab in the day), rounded up to a quarter of an hour.
 * Within one locality: a quarter of an hour. To or from an address whose locality is not known: an hour,
 * so that an unknown address never squeezes a visit in.
 */
export const TRAVEL_ASSUMPTIONS = { detourFactor: 1.4, cityKmPerHour: 20, stepMinutes: 15, sameAreaMinutes: 15, unknownAreaMinutes: 60 } as const;

const EARTH_RADIUS_KM = 6371;

function straightLineKm([lat1, lon1]: readonly [number, number], [lat2, lon2]: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

function minutesBetween(from: PuneArea, to: PuneArea): number {
  const { detourFactor, cityKmPerHour, stepMinutes, sameAreaMinutes } = TRAVEL_ASSUMPTIONS;
  if (from === to) return sameAreaMinutes;
  const minutes = ((straightLineKm(AREA_COORDINATES[from], AREA_COORDINATES[to]) * detourFactor) / cityKmPerHour) * 60;
  return Math.max(stepMinutes, Math.ceil(minutes / stepMinutes) * stepMinutes);
}

/** The one travel table: minutes from each area of the booking form to each other, made once from the coordinates. */
export const TRAVEL_MINUTES: Readonly<Record<PuneArea, Readonly<Record<PuneArea, number>>>> = Object.fromEntries(
  PUNE_AREAS.map((from) => [from, Object.fromEntries(PUNE_AREAS.map((to) => [to, minutesBetween(from, to)]))]),
) as Record<PuneArea, Record<PuneArea, number>>;

const BY_LOWER_NAME = new Map<string, PuneArea>(PUNE_AREAS.map((area) => [area.toLowerCase(), area]));

/** The booking form's area of this name (any case), or null. */
export function puneArea(name: string | null | undefined): PuneArea | null {
  return BY_LOWER_NAME.get((name ?? '').trim().toLowerCase()) ?? null;
}

/** The area as stored (the form's spelling) without normalising it; otherwise any case. */
const knownArea = (name: string | null | undefined): PuneArea | null => (name && Object.hasOwn(TRAVEL_MINUTES, name) ? (name as PuneArea) : puneArea(name));

/** Travel minutes between two visits' areas (null: not known). */
export function travelMinutes(from: string | null | undefined, to: string | null | undefined): number {
  const a = knownArea(from);
  const b = knownArea(to);
  if (!a || !b) return TRAVEL_ASSUMPTIONS.unknownAreaMinutes;
  return TRAVEL_MINUTES[a][b];
}

/** The longest travel in the table or for an unknown address: how far around a visit its neighbours matter. */
export const LONGEST_TRAVEL_MINUTES = Math.max(
  TRAVEL_ASSUMPTIONS.unknownAreaMinutes,
  ...PUNE_AREAS.flatMap((from) => PUNE_AREAS.map((to) => TRAVEL_MINUTES[from][to])),
);

/**
 * The area an address names: the booking form writes "street, Area, pin code"; an edited address may
 * name it anywhere. A comma-separated part equal to an area wins; otherwise the longest area name found
 * as whole words (so "Baner Gaon" before "Baner").
 */
export function areaOfAddress(address: string | null | undefined): PuneArea | null {
  const text = (address ?? '').toLowerCase();
  const parts = text.split(',').map((part) => part.trim());
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const exact = BY_LOWER_NAME.get(parts[i] ?? '');
    if (exact) return exact;
  }
  let best: PuneArea | null = null;
  for (const [lower, area] of BY_LOWER_NAME) {
    const at = text.indexOf(lower);
    if (at < 0) continue;
    const before = at === 0 ? ' ' : text[at - 1];
    const after = text[at + lower.length] ?? ' ';
    if (/[a-z]/.test(before ?? '') || /[a-z]/.test(after)) continue;
    if (!best || lower.length > best.length) best = area;
  }
  return best;
}
