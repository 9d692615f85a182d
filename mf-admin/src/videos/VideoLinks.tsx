import { ADMIN_MESSAGES, LoadingDots } from '@wellness/shared';
import { AspectRatio, Box, Button, Heading, Stack, Table, Text } from '@wellness/shared/chakra';
import type { FeedbackVideo } from '@wellness/shared/client';
import { extractYouTubeVideoId, videoLinkUpdateSchema } from '@wellness/shared/forms';
import { NAMING_CELL, notify, TableHead } from '@wellness/shared/ui';
import { TextField } from '@wellness/shared/ui/field';
import { useFormik } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { FormDialog } from '../common/FormDialog';
import { updateVideoLink, videoLinks } from './api';

type VideoLink = FeedbackVideo;

function Preview({ link, title }: { link: string; title: string }) {
  const id = extractYouTubeVideoId(link);
  if (!id) return <Text color="fg.muted">No preview</Text>;
  return (
    <AspectRatio ratio={16 / 9} w="48">
      <img
        src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
        alt={`Preview of ${title}`}
        loading="lazy"
        width={192}
        height={108}
        style={{ objectFit: 'cover', borderRadius: 6 }}
      />
    </AspectRatio>
  );
}

/** Update Video Links: the feedback videos shown on About Us, with a preview and the Update dialog. */
export function VideoLinks() {
  const [videos, setVideos] = useState<VideoLink[] | null>(null);
  const [selected, setSelected] = useState<VideoLink | null>(null);

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

  const form = useFormik({
    initialValues: { feedbackName: '', feedbackLink: '' },
    validate: async (values) => {
      try {
        await videoLinkUpdateSchema.validate({ feedbackID: selected?.feedbackID ?? 1, ...values }, { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
        return Object.fromEntries(inner.flatMap((item) => (item.path ? [[item.path, item.message] as const] : [])));
      }
    },
    onSubmit: async (values) => {
      if (!selected) {
        notify('error', ADMIN_MESSAGES.videoNoneSelected);
        return;
      }
      try {
        await updateVideoLink({ feedbackID: selected.feedbackID, ...values });
        notify('success', ADMIN_MESSAGES.videoUpdated);
        setSelected(null);
        await load();
      } catch {
        notify('error', ADMIN_MESSAGES.videoUpdateFailed);
      }
    },
  });

  const open = (video: VideoLink) => {
    setSelected(video);
    form.resetForm({ values: { feedbackName: video.feedbackName, feedbackLink: video.feedbackLink } });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Update Video Links
      </Heading>
      {videos === null ? (
        <LoadingDots />
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="white" tabIndex={0} role="region" aria-label="Feedback videos table">
          <Table.Root size="sm" aria-label="Feedback videos">
            <TableHead namingFirst headers={['Name', 'Link', 'Preview', 'Action']} />
            <Table.Body>
              {videos.map((video) => (
                <Table.Row key={video.feedbackID}>
                  <Table.Cell {...NAMING_CELL}>{video.feedbackName}</Table.Cell>
                  <Table.Cell maxW="64" wordBreak="break-all">
                    {video.feedbackLink}
                  </Table.Cell>
                  <Table.Cell>
                    <Preview link={video.feedbackLink} title={video.feedbackName} />
                  </Table.Cell>
                  <Table.Cell>
                    <Button size="sm" colorPalette="green" onClick={() => open(video)} aria-label={`Update ${video.feedbackName}`}>
                      Update
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {videos.length === 0 && (
            <Box p="4">
              <Text color="fg.muted">No video links yet.</Text>
            </Box>
          )}
        </Table.ScrollArea>
      )}
      <FormDialog
        open={selected !== null}
        title="Update video link"
        submitLabel="Update"
        busy={form.isSubmitting}
        onClose={() => setSelected(null)}
        onSubmit={form.handleSubmit}
        size="md"
      >
        <Stack gap="3">
          <TextField
            label="Name"
            name="feedbackName"
            value={form.values.feedbackName}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={form.touched.feedbackName ? form.errors.feedbackName : undefined}
          />
          <TextField
            label="YouTube link"
            name="feedbackLink"
            value={form.values.feedbackLink}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={form.touched.feedbackLink ? form.errors.feedbackLink : undefined}
          />
          <Preview link={form.values.feedbackLink} title={form.values.feedbackName || 'the new link'} />
        </Stack>
      </FormDialog>
    </Stack>
  );
}
