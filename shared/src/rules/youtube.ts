const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube watch, shorts, embed, live or youtu.be address, or null: the
 * one reading of a video link, for the admin's form, the API's check and the public video cards.
 */
export function extractYouTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = url.pathname.split('/');
    if (kind === 'watch') id = url.searchParams.get('v');
    else if (kind === 'shorts' || kind === 'embed' || kind === 'live') id = value ?? null;
  }
  return id !== null && YOUTUBE_ID.test(id) ? id : null;
}

/** Privacy-enhanced embed address: no YouTube cookies until the visitor plays the video. */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;

/** The video's own still image (480 x 360, which every YouTube video has). */
export const youtubeThumbnailUrl = (id: string): string => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
