import { ADMIN_MESSAGES, ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { feedbackVideos, updateVideo } from '../services/videos';
import { route } from './route';
import { errorAnswer, int, list, obj, staffErrors, statusAnswer, str } from './schemas';

const videoList = obj({ data: list(obj({ feedbackID: int, feedbackName: str, feedbackLink: str })) });

export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const listVideos = async () => ({ data: await feedbackVideos(db) });

  route(app, ENDPOINTS.feedbackVideos)(
    { schema: { tags: ['public'], summary: 'Customer feedback video links for the About Us page (read-only)', response: { 200: videoList } } },
    listVideos,
  );

  route(app, ENDPOINTS.adminVideos)(
    {
      schema: { tags: ['admin'], summary: 'Video links (Update Video Links screen)', response: { 200: videoList, ...staffErrors } },
    },
    listVideos,
  );

  route(app, ENDPOINTS.updateVideo)(
    {
      schema: {
        tags: ['admin'],
        summary: 'Update one video link (a YouTube watch, shorts or youtu.be address)',
        response: { 200: statusAnswer, 404: errorAnswer, ...staffErrors },
      },
    },
    async (request) => {
      await updateVideo(db, request.body);
      return { status: 'success', message: ADMIN_MESSAGES.videoUpdated };
    },
  );
}
