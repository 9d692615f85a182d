import { ADMIN_MESSAGES } from '@wellness/shared';
import type { FeedbackVideo } from '@wellness/shared/client';
import { notify } from '@wellness/shared/ui';
import { useEffect } from 'react';
import { useVideoLinksQuery } from './api';

const NOTHING_LOADED: FeedbackVideo[] = [];

/** The feedback videos (null while loading; none after a failure, which is told); an update loads them again. */
export function useVideoLinks() {
  const { data, error } = useVideoLinksQuery(undefined);

  useEffect(() => {
    if (error) notify('error', ADMIN_MESSAGES.videoFetchFailed);
  }, [error]);

  return { videos: data?.data ?? (error ? NOTHING_LOADED : null) };
}
