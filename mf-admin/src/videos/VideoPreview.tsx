import { AspectRatio, Text } from '@wellness/shared/chakra';
import { extractYouTubeVideoId } from '@wellness/shared/forms';

/** A YouTube link's thumbnail, or 'No preview' when the link names no video. */
export function VideoPreview({ link, title }: { link: string; title: string }) {
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
