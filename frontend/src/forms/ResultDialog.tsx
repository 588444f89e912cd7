import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { mark, markup } from '../behaviours/markup';
import { fontWeights } from '../theme/tokens';

/**
 * A form's result dialog: a native <dialog> drawn at build time with MUI's dialog
 * look, empty until behaviours/forms.ts fills it with the spec's words for the
 * outcome and opens it as a modal (the browser traps the focus and closes it on Escape).
 */
export function ResultDialog({ id, closeLabel }: { id: string; closeLabel: string }) {
  const titleId = `${id}-titulo`;
  const textId = `${id}-texto`;
  return (
    <Box
      component="dialog"
      id={id}
      {...mark('resultDialog')}
      aria-labelledby={titleId}
      aria-describedby={textId}
      sx={{
        width: 'calc(100% - 64px)',
        maxWidth: 444,
        p: 0,
        border: 0,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 24,
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Box
        component="h2"
        id={titleId}
        {...mark('resultTitle')}
        sx={{ typography: 'h6', fontWeight: fontWeights.bold, m: 0, px: 3, py: 2 }}
      />
      <Box
        component="p"
        id={textId}
        {...mark('resultText')}
        sx={{
          typography: 'body1',
          color: 'text.secondary',
          m: 0,
          px: 3,
          pb: 2.5,
          '&:empty': { display: 'none' },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 3, pb: 2, pt: 1 }}>
        <Button
          type="button"
          variant="contained"
          sx={{
            [`[${markup.resultTone}="success"] &`]: {
              bgcolor: 'success.main',
              '&:hover': { bgcolor: 'success.dark' },
            },
            [`[${markup.resultTone}="error"] &`]: {
              bgcolor: 'error.main',
              '&:hover': { bgcolor: 'error.dark' },
            },
          }}
        >
          {closeLabel}
        </Button>
      </Box>
    </Box>
  );
}
