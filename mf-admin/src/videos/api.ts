import { type AnswerOf, type BodyOf, ENDPOINTS } from '@wellness/shared/client';
import { ask, serverData } from '@wellness/shared/query';

const videosApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    /** The feedback videos shown on About Us. */
    videoLinks: build.query<AnswerOf<typeof ENDPOINTS.adminVideos>, undefined>({
      query: ask(ENDPOINTS.adminVideos),
      providesTags: ['VideoLinks'],
    }),
    updateVideoLink: build.mutation<AnswerOf<typeof ENDPOINTS.updateVideo>, BodyOf<typeof ENDPOINTS.updateVideo>>({
      query: ask(ENDPOINTS.updateVideo),
      invalidatesTags: ['VideoLinks'],
    }),
  }),
});

export const { useVideoLinksQuery, useUpdateVideoLinkMutation } = videosApi;
