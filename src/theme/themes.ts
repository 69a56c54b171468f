import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material/styles';
import { APP_BAR_HEIGHT, SIDEBAR_WIDTH } from '@/constants';

/**
 * A checkbox given an `aria-label` (react-admin's "Select this row", "Select all") names its input, the
 * element a screen reader reaches, not the wrapping span: MUI puts it on the span, where ARIA forbids
 * it and leaves the input unnamed.
 */
const checkboxNameOnInput = {
  root: () => ({ 'aria-label': undefined }),
  input: (ownerState: { 'aria-label'?: string }) => ({
    ...(ownerState['aria-label'] && { 'aria-label': ownerState['aria-label'] }),
  }),
};

/**
 * A visible focus ring on whatever the keyboard reaches (WCAG 2.4.7): MUI marks its buttons, tabs, menu
 * items and checkboxes Mui-focusVisible; links, native buttons and rows in the tab order (tabindex 0)
 * show it on :focus-visible. Items that fill their container draw it inside, where it is not clipped.
 * Text fields keep their own focused underline.
 */
const focusRing = (theme: Theme) => ({
  '.Mui-focusVisible, a:focus-visible, button:focus-visible, [tabindex="0"]:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  '.MuiMenuItem-root.Mui-focusVisible, .MuiListItemButton-root.Mui-focusVisible, .MuiTab-root.Mui-focusVisible, tr[tabindex="0"]:focus-visible':
    { outlineOffset: -2 },
  // What the console focuses by script and the keyboard never reaches (a dialog's paper, a record's panel)
  // draws no ring: the browser's own would frame a dialog opened on arrival thickly (issue 42).
  '[tabindex="-1"]:focus': { outline: 'none' },
});

/** Sizes shared by both themes (spec 1, section 9). */
const shared: RaThemeOptions = {
  // Text on a coloured fill (buttons, chips) is chosen white or black for a 4.5:1 contrast (WCAG AA),
  // not MUI's 3:1: the dark theme's red takes black text.
  palette: { contrastThreshold: 4.5 },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 56 },
  components: {
    MuiToolbar: { styleOverrides: { dense: { minHeight: APP_BAR_HEIGHT } } },
    MuiCheckbox: { defaultProps: { slotProps: checkboxNameOnInput } },
    MuiCssBaseline: { styleOverrides: focusRing },
    // One field variant everywhere (issue 42): the sign-in page's outlined fields, react-admin's dense
    // small size. A form never mixes react-admin's filled default with the outlined sign-in fields.
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
    // A disabled field's helper text says why it is off ("No Organization"): it stays readable.
    // Adornments hold text too (a phone field's country and calling code): MUI's icon grey is too light for it.
    MuiInputAdornment: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

/**
 * The light theme's blues (react-admin's #1976d2, #2196f3), warning orange and info blue one shade
 * darker: text in them, white text on them and focused labels on the filled fields' grey keep the
 * WCAG AA contrast (4.5:1).
 */
const lightContrast: RaThemeOptions = {
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#1769aa' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), lightContrast);
export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, shared);
