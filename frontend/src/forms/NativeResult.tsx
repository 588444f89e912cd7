import Box from '@mui/material/Box';
import { fontWeights } from '../theme/tokens';

export interface NativeResultProps {
  /** The panel's id: the fragment the API's 303 answer points at (contract/form-post.ts). */
  readonly id: string;
  readonly tone: 'success' | 'error';
  readonly title: string;
  readonly text?: string;
}

/**
 * What a form sent without our script says once the API has answered: the API
 * redirects the browser back to the form's page with this panel's id as the
 * fragment, and the panel shows only while it is the target. Hidden otherwise.
 */
export function NativeResult({ id, tone, title, text }: NativeResultProps) {
  return (
    <Box
      id={id}
      role="status"
      sx={{
        '&:not(:target)': { display: 'none' },
        mb: 3,
        p: 2,
        borderRadius: 1,
        borderLeft: '6px solid',
        borderColor: tone === 'success' ? 'success.main' : 'error.main',
        bgcolor: 'background.paper',
        color: 'text.primary',
        scrollMarginTop: 80,
      }}
    >
      <Box component="p" sx={{ m: 0, fontWeight: fontWeights.bold }}>
        {title}
      </Box>
      {text ? (
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          {text}
        </Box>
      ) : null}
    </Box>
  );
}
