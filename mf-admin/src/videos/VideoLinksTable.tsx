import { Box, Button, Table, Text } from '@wellness/shared/chakra';
import type { FeedbackVideo } from '@wellness/shared/client';
import { NAMING_CELL, TableHead } from '@wellness/shared/ui';
import { VideoPreview } from './VideoPreview';

/** The feedback videos, each with its link, a preview and its Update button. */
export function VideoLinksTable({ videos, onUpdate }: { videos: FeedbackVideo[]; onUpdate: (video: FeedbackVideo) => void }) {
  return (
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
                <VideoPreview link={video.feedbackLink} title={video.feedbackName} />
              </Table.Cell>
              <Table.Cell>
                <Button size="sm" colorPalette="green" onClick={() => onUpdate(video)} aria-label={`Update ${video.feedbackName}`}>
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
  );
}
