import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Video } from '../content/shared/illustrations';
import { fontSizes } from '../theme/tokens';
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
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, fontSize: fontSizes.reading }}>
            {paragraph}
          </Typography>
        ))}
      </div>
      <VideoEmbed id={video.id} title={video.title} />
    </Box>
  );
}
