/** Texts of the admin area: the resource engine's generic texts (word for word from the spec, typos included). */
export const admin = {
  add: 'Add',
  close: 'Close',
  save: 'Save',
  loading: 'Loading',
  upload: 'Upload',
  pickColor: 'Pick a colour',
  /** A true yes/no value in a list's cell, as a screen reader says it. */
  yes: 'Yes',
  /** A day briefly, as the language writes it (a dayjs format; another year's adds ` YYYY`, issue 62). */
  dayMonth: 'D MMM',
  list: {
    /** The in-page search's name: it looks in the rows of the page shown (issue 42). */
    search: 'Search this page',
    /** A list whose call failed (issue 42). */
    failed: 'This list could not be loaded.',
    retry: 'Retry',
    /** The list's column chooser: optional columns a person shows (issue 39). */
    columns: 'Columns',
    /** The in-page search looks in the rows of the page shown, not the whole list (issue 42). */
    pageSearch: {
      ofPage: 'Showing %{shown} of the %{count} rows of this page: the other pages are not searched.',
      ofAll: 'Showing %{shown} of %{count} rows.',
    },
    empty: 'Nothing to show for now',
    /**
     * The names of the pages' navigations above and below a list (MUI's own English name for it, and
     * where it is): two navigations of one page need distinct names (axe's landmark-unique).
     */
    pagination: { top: 'pagination navigation, above the list', bottom: 'pagination navigation, below the list' },
  },
  tabs: {
    general: 'General',
    danger: 'Danger',
  },
  create: {
    title: 'New %{name}',
    submit: 'Create',
  },
  confirm: {
    title: 'Are you sure ?',
    text: "If you delete this %{name}, you won't be able to recover it.",
    cancel: 'Cancel',
    ok: 'I am sure',
  },
  danger: {
    delete: 'Delete %{name}',
    typePrompt: 'Type %{value} to enable the delete button.',
    typeLabel: 'Confirmation',
  },
  /** A field that saves alone and whose save the API refused (issue 42). */
  unsaved: { text: 'Not saved: %{reason}', retry: 'Retry', undo: 'Undo', saved: 'Saved' },
  secretSet: 'Saved and hidden: type a new one to replace it.',
  htmlPreview: '%{name} preview',
  /** The selection bar of lists with bulk actions (issue 12; not texts of the spec). */
  selection: {
    label: 'Selection',
    count: '%{count} selected',
    selectAll: 'Select all %{count} matching',
    selectFirst: 'Select the first %{count} matching',
    selecting: 'Selecting %{fetched} of %{count}…',
    clear: 'Clear selection',
  },
  /** The file drop overlay (spec 1, "File drop overlay"; src/uploads/). */
  uploads: {
    drop: 'Drop files to upload them instantly.',
    uploading: 'Uploading file(s)...',
  },
  /** An item taken out of a list (spec 1: a member's removal), with Undo where it applies (src/notifications/undo.ts). */
  removed: '%{name} has been removed.',
} as const;
