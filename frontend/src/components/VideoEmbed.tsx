import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { mark } from '../behaviours/markup';
import { videoLabels } from '../content/shared/ui';
import { fontSizes, fontWeights } from '../theme/tokens';
import { visuallyHidden } from './sx';
import { insetFocusRing } from '../theme/focus';

/** YouTube's privacy-enhanced host: no cookies until the visitor plays the video. */
const videoEmbedOrigin = 'https://www.youtube-nocookie.com';
/** Where the video plays without our script: its own page on the platform. */
const videoPageOrigin = 'https://www.youtube.com';

export interface VideoEmbedProps {
  /** The video's id on the platform, appended to its embed path. */
  readonly id: string;
  /** What the video is about: the frame's title and the play button's name. */
  readonly title: string;
  /** Frame height in px (400 by default). */
  readonly height?: number;
}

/**
 * Every embedded video of the site. Until the visitor asks for it, only a poster
 * drawn in CSS is on the page: no third-party request, no player script at load
 * (decision 066). The poster is a link to the video's page, so it plays with no
 * script at all; behaviours/video.ts plays it in place instead, in the player.
 */
export function VideoEmbed({ id, title, height = 400 }: VideoEmbedProps) {
  const videoId = encodeURIComponent(id);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: 720,
        height,
        mx: 'auto',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'primary.dark',
      }}
    >
      <Box
        component="a"
        href={`${videoPageOrigin}/watch?v=${videoId}`}
        {...mark('video', `${videoEmbedOrigin}/embed/${videoId}?autoplay=1&rel=0`)}
        {...mark('videoTitle', title)}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          cursor: 'pointer',
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          p: 3,
          pb: 6,
          color: 'onDark.text',
          textAlign: 'center',
          background: ({ palette: { brand } }) =>
            `radial-gradient(circle at 20% 20%, ${alpha(brand.orangeLight, 0.35)}, transparent 45%), radial-gradient(circle at 85% 80%, ${alpha(brand.blue, 0.8)}, transparent 55%), linear-gradient(135deg, ${brand.navy}, ${brand.navyLight})`,
          // The frame's rounded corners clip it: the ring is drawn inside.
          '&:focus-visible': insetFocusRing,
          '&:hover .play, &:focus-visible .play': { transform: 'scale(1.08)' },
        }}
      >
        <Box
          className="play"
          component="span"
          aria-hidden
          sx={{
            width: 76,
            height: 76,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            display: 'grid',
            placeItems: 'center',
            boxShadow: 6,
            transition: 'transform 200ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <svg width="30" height="30" viewBox="0 0 24 24" focusable="false">
            <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
          </svg>
        </Box>
        <Box component="span" sx={{ fontWeight: fontWeights.bold, fontSize: fontSizes.reading }}>
          {/* Heard, not shown: the poster's title is the visible part of the name. */}
          <Box component="span" sx={visuallyHidden}>
            {videoLabels.play}{' '}
          </Box>
          {title}
        </Box>
      </Box>
      <Box
        component="span"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 16,
          textAlign: 'center',
          fontSize: fontSizes.small,
          color: 'onDark.soft',
          pointerEvents: 'none',
        }}
      >
        {videoLabels.loadsOnPlay}
      </Box>
    </Box>
  );
}
