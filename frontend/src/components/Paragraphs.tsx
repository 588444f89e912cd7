import Typography from '@mui/material/Typography';
import { fontSizes } from '../theme/tokens';
import { withSlogan } from './Slogan';

export interface ParagraphsProps {
  readonly paragraphs: readonly string[];
  /** An article's running text reads better a little looser (1.7); elsewhere, the theme's. */
  readonly lineHeight?: number;
}

/**
 * Running text from content data: each paragraph at the type scale's reading size, the slogan
 * in it marked as English.
 */
export function Paragraphs({ paragraphs, lineHeight }: ParagraphsProps) {
  return paragraphs.map((paragraph) => (
    <Typography key={paragraph} sx={{ mb: 2, fontSize: fontSizes.reading, lineHeight }}>
      {withSlogan(paragraph)}
    </Typography>
  ));
}
