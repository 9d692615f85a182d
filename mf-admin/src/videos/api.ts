import { type BodyOf, call, ENDPOINTS } from '@wellness/shared/client';

/** The feedback videos shown on About Us. */
export const videoLinks = () => call(ENDPOINTS.adminVideos);

export const updateVideoLink = (update: BodyOf<typeof ENDPOINTS.updateVideo>) => call(ENDPOINTS.updateVideo, update);
