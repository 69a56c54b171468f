import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** The id of the shell's main area, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

// Off screen until focused: the first Tab of a page shows it above the app bar.
const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: 8,
  left: 8,
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[4],
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * "Skip to main content": the first stop of the keyboard on every page of the shell, moving focus past
 * the app bar and the menu. Focus is moved by hand: the router owns the address, a #hash would not do.
 */
export function SkipLink() {
  const translate = useTranslate();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {translate('app.shell.a11y.skipToContent')}
    </Link>
  );
}
