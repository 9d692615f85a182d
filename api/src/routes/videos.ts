import { ADMIN_MESSAGES, ENDPOINTS } from '@wellness/shared/rules';
import type { FastifyInstance } from 'fastify';
import { feedbackVideos, updateVideo } from '../services/videos';
import { changeRoute, route } from './route';

export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const listVideos = async () => ({ data: await feedbackVideos(db) });

  route(app, ENDPOINTS.feedbackVideos)({ summary: 'Customer feedback video links for the About Us page (read-only)' }, listVideos);

  route(app, ENDPOINTS.adminVideos)({ summary: 'Video links (Update Video Links screen)' }, listVideos);

  changeRoute(app, ENDPOINTS.updateVideo)(
    { summary: 'Update one video link (a YouTube watch, shorts or youtu.be address)', errors: [404], success: ADMIN_MESSAGES.videoUpdated },
    (request) => updateVideo(db, request.body),
  );
}
