import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/**
 * The class names of a list's rows and of what cells draw inside them (ListBody, and cells such as the
 * users' UserCell). Rows are plain table elements with these classes, styled once by the table
 * (listRowStyles): twenty rows of MUI components were three quarters of a list page's React elements
 * and most of its first render (issue 23).
 */
export const ROW = {
  row: 'ListRow-row',
  selected: 'ListRow-selected',
  dimmed: 'ListRow-dimmed',
  cell: 'ListRow-cell',
  checkboxCell: 'ListRow-checkboxCell',
  checkbox: 'ListRow-checkbox',
  checked: 'ListRow-checked',
  /** A cell's picture and text side by side. */
  media: 'ListRow-media',
  /** A round picture of initials, 32 px. */
  avatar: 'ListRow-avatar',
  /** A cell's main line, then a smaller grey one under it; both cut with an ellipsis. */
  primary: 'ListRow-primary',
  secondary: 'ListRow-secondary',
} as const;

/**
 * A dimmed row's text (an inactive user, a resolved event): grey, not faded: half-faded text falls below
 * the WCAG AA contrast (4.5:1). The grey keeps it in both themes, on a selected row's background too
 * (MUI's secondary text does not there). Its avatar turns grey.
 */
const dimmedText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.grey[400] : theme.palette.grey[700];

const noWrap = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * How the rows look, in the theme's terms and as MUI draws its table rows, cells, checkboxes, avatars
 * and text (MUI's TableRow with `hover`, TableCell `size="small"`, react-admin's checkbox cell, Checkbox,
 * Avatar, Typography body2 and caption): the list looks as it did with those components.
 */
export function listRowStyles(theme: Theme) {
  const { palette, typography } = theme;
  const border =
    palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    [`& .${ROW.row}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
    },
    [`& .${ROW.row}.${ROW.selected}`]: { backgroundColor: palette.action.selected },
    [`& .${ROW.cell}`]: {
      ...typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      borderBottom: `1px solid ${border}`,
      color: palette.text.primary,
    },
    [`& .${ROW.dimmed} > .${ROW.cell}`]: { color: dimmedText(theme) },
    // On a selected row's lighter background the dark theme's grey falls below 4.5:1 (issue 64): a lighter one.
    [`& .${ROW.selected}.${ROW.dimmed} > .${ROW.cell}`]: {
      color: theme.palette.mode === 'dark' ? theme.palette.grey[300] : dimmedText(theme),
    },
    // A small table's checkbox cell (MUI's width and react-admin's padding), its checkbox without padding.
    [`& .${ROW.checkboxCell}`]: { width: 24, padding: '0 8px' },
    [`& .${ROW.checkbox}`]: {
      display: 'inline-flex',
      position: 'relative',
      verticalAlign: 'middle',
      borderRadius: '50%',
      color: palette.text.secondary,
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
      '&:has(input:focus-visible)': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      '& input': {
        cursor: 'pointer',
        position: 'absolute',
        opacity: 0,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        margin: 0,
        padding: 0,
        zIndex: 1,
      },
      '& svg': { width: '1em', height: '1em', fontSize: typography.pxToRem(24), fill: 'currentColor', flexShrink: 0 },
    },
    [`& .${ROW.checkbox}.${ROW.checked}`]: { color: palette.primary.main },
    [`& .${ROW.media}`]: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      '& > :last-child': { minWidth: 0 },
    },
    [`& .${ROW.avatar}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 32,
      height: 32,
      borderRadius: '50%',
      overflow: 'hidden',
      userSelect: 'none',
      fontFamily: typography.fontFamily,
      fontSize: 14,
      lineHeight: 1,
      color: palette.background.default,
      backgroundColor: palette.primary.main,
    },
    [`& .${ROW.dimmed} .${ROW.avatar}`]: { backgroundColor: palette.grey[600], color: '#fff' },
    [`& .${ROW.primary}`]: { ...typography.body2, margin: 0, fontWeight: 500, ...noWrap },
    [`& .${ROW.secondary}`]: { ...typography.caption, margin: 0, color: palette.text.secondary, ...noWrap },
  };
}
