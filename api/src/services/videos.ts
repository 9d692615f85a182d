import { type FeedbackVideo, SERVER_MESSAGES } from '@wellness/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './clock';
import { NotFoundError } from './errors';

/** The About Us page's feedback videos, in their order. */
export async function feedbackVideos(db: Kysely<Database>): Promise<FeedbackVideo[]> {
  const rows = await db.selectFrom('feedback_videos').select(['id', 'name', 'link']).orderBy('id').execute();
  return rows.map((v) => ({ feedbackID: v.id, feedbackName: v.name, feedbackLink: v.link }));
}

/** Saves one video's name and link (checked by the route's schema). NotFoundError: no such video. */
export async function updateVideo(db: Kysely<Database>, video: FeedbackVideo): Promise<void> {
  const result = await db
    .updateTable('feedback_videos')
    .set({ name: video.feedbackName, link: video.feedbackLink, updated_at: nowIso() })
    .where('id', '=', video.feedbackID)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(SERVER_MESSAGES.videoNotFound);
}
