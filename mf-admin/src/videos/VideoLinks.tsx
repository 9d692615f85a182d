import { LoadingDots } from '@wellness/shared';
import { Heading, Stack } from '@wellness/shared/chakra';
import { TextField } from '@wellness/shared/ui/field';
import { FormDialog } from '../common/FormDialog';
import { useVideoLinkEdit } from './useVideoLinkEdit';
import { useVideoLinks } from './useVideoLinks';
import { VideoLinksTable } from './VideoLinksTable';
import { VideoPreview } from './VideoPreview';

/** Update Video Links: the feedback videos shown on About Us, with a preview and the Update dialog. */
export function VideoLinks() {
  const { videos } = useVideoLinks();
  const { selected, form, field, open, close } = useVideoLinkEdit();

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Update Video Links
      </Heading>
      {videos === null ? <LoadingDots /> : <VideoLinksTable videos={videos} onUpdate={open} />}
      <FormDialog
        open={selected !== null}
        title="Update video link"
        submitLabel="Update"
        busy={form.isSubmitting}
        onClose={close}
        onSubmit={form.handleSubmit}
        size="md"
      >
        <Stack gap="3">
          <TextField label="Name" {...field('feedbackName')} />
          <TextField label="YouTube link" {...field('feedbackLink')} />
          <VideoPreview link={form.values.feedbackLink} title={form.values.feedbackName || 'the new link'} />
        </Stack>
      </FormDialog>
    </Stack>
  );
}
