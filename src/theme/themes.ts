import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { APP_BAR_HEIGHT, SIDEBAR_WIDTH } from '@/constants';

/** Sizes shared by both themes (spec 1, section 9). */
const shared: RaThemeOptions = {
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 56 },
  components: {
    MuiToolbar: { styleOverrides: { dense: { minHeight: APP_BAR_HEIGHT } } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, shared);
export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, shared);
