import { useMemo, type ReactNode, type RefObject } from 'react';
import {
  RouterProviderContext,
  WarnWhenUnsavedChanges,
  useAugmentedForm,
  useCanBlock,
  useRouterProvider,
  type FormProps,
  type RouterProvider,
} from 'react-admin';
import { FormProvider } from 'react-hook-form';
import { useLocation } from '@/navigation';
import { TrackUnsaved } from './TrackUnsaved';

type Props = Omit<FormProps, 'children'> & {
  /** The form's name, when no heading names it already. */
  label?: string;
  /**
   * A dialog's title, content and actions inside: the form lays out no box of its own, so the dialog's
   * layout (its content scrolls between the title and the actions) stays MUI's.
   */
  inDialog?: boolean;
  children: ReactNode;
  /** Told whether the form holds unsaved changes (a dialog's guarded Close: useGuardedClose). */
  unsaved?: RefObject<() => boolean>;
};

/**
 * react-admin's Form with a name (its `<form>` takes no attribute besides id and class): the same
 * useAugmentedForm and `<form>`, named for assistive technologies and tests, with react-admin's warning
 * when the page is left with unsaved changes where the router can hold a navigation. It works in the
 * visitors' app too (the sign-in page's dialogs), which has no router: see `WithoutRouter`. A form that
 * warns is counted as unsaved on its path too (a tab switched, a dialog closed: unsavedChanges.ts).
 */
export function LabelledForm(props: Props) {
  return (
    <WithoutRouter>
      <AugmentedForm {...props} />
    </WithoutRouter>
  );
}

function AugmentedForm({ label, inDialog, children, warnWhenUnsavedChanges, unsaved, ...props }: Props) {
  const { form, formHandleSubmit } = useAugmentedForm({ disableInvalidFormNotification: true, ...props });
  const canBlock = useCanBlock();
  return (
    <FormProvider {...form}>
      <form
        aria-label={label}
        onSubmit={formHandleSubmit}
        noValidate
        style={inDialog ? { display: 'contents' } : undefined}
      >
        {children}
      </form>
      {warnWhenUnsavedChanges && canBlock && (
        <WarnWhenUnsavedChanges enable formControl={form.control} formRootPathName={undefined} />
      )}
      {(warnWhenUnsavedChanges || unsaved) && <TrackUnsaved into={unsaved} />}
    </FormProvider>
  );
}

/** The browser's location, as ra-core's router provider gives it. */
const useBrowserLocation: RouterProvider['useLocation'] = () => useLocation();

/**
 * ra-core's form reads the location (a record passed in it) and whether a navigation can be held, through
 * its router provider, react-router's unless the app gives another. The visitors' app has no router
 * (src/VisitorApp.tsx): there the form reads the browser's location (src/navigation) and holds nothing.
 */
function WithoutRouter({ children }: { children: ReactNode }) {
  const provider = useRouterProvider();
  const inRouter = provider.useInRouterContext();
  const visitors = useMemo<RouterProvider>(
    () => ({ ...provider, useLocation: useBrowserLocation, useCanBlock: () => false }),
    [provider],
  );
  if (inRouter) return children;
  return <RouterProviderContext.Provider value={visitors}>{children}</RouterProviderContext.Provider>;
}
