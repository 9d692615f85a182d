/**
 * How answers are compressed: by the compression plugin for every answer (app.ts), and once per kept
 * answer by the schedule's cache (schedule-cache.ts), which must choose as the plugin would.
 */
export const COMPRESSION = { encodings: ['br', 'gzip'], thresholdBytes: 1024 } as const;
