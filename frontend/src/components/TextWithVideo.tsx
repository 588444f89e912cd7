import Box from '@mui/material/Box';
import type { Video } from '../content/shared/illustrations';
import { Paragraphs } from './Paragraphs';
import { VideoEmbed } from './VideoEmbed';

export interface TextWithVideoProps {
  readonly paragraphs: readonly string[];
  readonly video: Video;
}

/** A service page's introduction: its paragraphs beside the video, stacked on a phone. */
export function TextWithVideo({ paragraphs, video }: TextWithVideoProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      <div>
        <Paragraphs paragraphs={paragraphs} />
      </div>
      <VideoEmbed id={video.id} title={video.title} />
    </Box>
  );
}
