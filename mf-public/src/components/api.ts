/** The guest feedback videos; the API client (axios) loads with this call, not with the page's first paint. */
export const feedbackVideos = () => import('@wellness/shared/client').then(({ ENDPOINTS, call }) => call(ENDPOINTS.feedbackVideos));
