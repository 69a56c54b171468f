import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate } from 'react-router-dom';
import { setDarkMode, readDarkMode } from '@/theme';

/** Console-wide shortcuts: Alt+H home, Alt+M menu (wide: rail, small: drawer), Alt+D dark mode. */
export default function GlobalShortcuts({ onToggleMenu }: { onToggleMenu: () => void }) {
  const navigate = useNavigate();
  useHotkeys('alt+h', () => void navigate('/'), { preventDefault: true });
  useHotkeys('alt+m', onToggleMenu, { preventDefault: true });
  useHotkeys('alt+d', () => setDarkMode(!readDarkMode()), { preventDefault: true });
  return null;
}
