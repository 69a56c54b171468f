import type { ReactNode } from 'react';
import { HotkeysProvider, useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router-dom';
import { setDarkMode, readDarkMode } from '@/theme';

/** Console-wide shortcuts: Alt+H home, Alt+M menu (wide: rail, small: drawer), Alt+D dark mode. */
function GlobalShortcuts({ onToggleMenu }: { onToggleMenu: () => void }) {
  const navigate = useNavigate();
  useHotkeys('alt+h', () => navigate('/'), { preventDefault: true });
  useHotkeys('alt+m', onToggleMenu, { preventDefault: true });
  useHotkeys('alt+d', () => setDarkMode(!readDarkMode()), { preventDefault: true });
  return null;
}

/** The keyboard-shortcut provider of the shell; pages add their own scoped shortcuts under it. */
export function ShortcutsProvider({ children, onToggleMenu }: { children: ReactNode; onToggleMenu: () => void }) {
  return (
    <HotkeysProvider initiallyActiveScopes={['*']}>
      <GlobalShortcuts onToggleMenu={onToggleMenu} />
      {children}
    </HotkeysProvider>
  );
}
