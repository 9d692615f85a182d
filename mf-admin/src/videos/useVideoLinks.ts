import { ADMIN_MESSAGES } from '@wellness/shared';
import type { FeedbackVideo } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useCallback, useEffect, useState } from 'react';
import { videoLinks } from './api';

/** The feedback videos (null while loading; none after a failure, which is told), and a way to load them again. */
export function useVideoLinks() {
  const [videos, setVideos] = useState<FeedbackVideo[] | null>(null);

  const load = useCallback(async () => {
    try {
      const data = await videoLinks();
      setVideos(Array.isArray(data.data) ? data.data : []);
    } catch {
      notify('error', ADMIN_MESSAGES.videoFetchFailed);
      setVideos([]);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return { videos, load };
}
