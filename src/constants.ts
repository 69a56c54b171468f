/** Business constants of the spec (spec 1 and 2, section 9): the one place for each number. */
export const PAGE_SIZE = 20;
export const REMEMBER_ME_DEFAULT = true;
export const DEFAULT_TAB_INDEX = 0;

/** Success messages hide after 1.5 s, 2 s for access tokens, users and presets. */
export const SUCCESS_HIDE_MS = 1500;
export const SUCCESS_HIDE_LONG_MS = 2000;

export const URL_PARAMS_HANDLER_DELAY_MS = 100;
export const ROUTE_RECHECK_DELAY_MS = 100;
export const CURRENT_USER_REFRESH_AFTER_SIGNIN_MS = 200;
export const OPA_READY_POLL_MS = 5000;
export const RULE_DIALOG_CLEAR_MS = 200;
/** "Rule has been created./updated./deleted." hide after 1500 ms (spec 2, section 9). */
export const RULE_TOAST_MS = 1500;
export const PANEL_FADE_MS = 200;
export const GROUP_DELETE_RELOAD_MS = 1500;

export const SIDEBAR_WIDTH = 240;
export const APP_BAR_HEIGHT = 47;
export const APPS_POPOVER_WIDTH = 300;
export const APPS_PER_ROW = 4;
export const ACCOUNT_POPOVER_WIDTH = 300;
export const SIDE_PANEL_WIDTH = 340;
export const MESSAGE_DRAWER_TRANSITION_MS = 500;

export const APP_ICON_BADGE_SIZE = 90;
export const APP_TABLE_ICON_SIZE = 50;
export const ORGANIZATION_USER_ROW_HEIGHT = 61;
export const ORGANIZATION_USERS_VIEWPORT = 600;
export const INVITE_LIST_MAX_HEIGHT = 420;
export const INVITE_TEXT_MAX_ROWS = 3;

export const CONFETTI_PIECES = 200;
export const CONFETTI_DURATION_MS = 4000;
export const GREETING_AFTERNOON_HOUR = 12;
export const GREETING_EVENING_HOUR = 17;

export const EXPORT_TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';
export const DATE_WIRE_FORMAT = 'YYYY-MM-DD';

/** Bulk actions (issue 12): calls in flight at most, so 1,000 users take seconds and the API is not flooded. */
export const BULK_CONCURRENCY = 6;
/** "Select all N matching" selects at most this many records, fetched SELECT_ALL_PAGE_SIZE at a time. */
export const SELECT_ALL_LIMIT = 100_000;
export const SELECT_ALL_PAGE_SIZE = 1000;
/** Pages of "Select all N matching" fetched at once. */
export const SELECT_ALL_CONCURRENCY = 4;
/** A bulk deletion of more than this many records asks to type the number. */
export const BULK_DELETE_TYPED_OVER = 10;

/**
 * How long start-up waits for the opened page's calls before the first render (src/main.tsx): with the
 * data there, the page renders once, instead of rendering its loading states and again when it lands.
 * The loading screen shows meanwhile, as it would anyway; a slower API gets the app's own loading states.
 */
export const START_HOLD_MS = 300;

/**
 * A wait shorter than this shows nothing; a longer one shows progress where the answer will show (issue
 * 42): a quick answer does not flash a bar, a slow one is never a blank.
 */
export const WAIT_MOMENT_MS = 400;
