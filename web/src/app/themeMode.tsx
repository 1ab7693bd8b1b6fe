// The colour theme: the system's (prefers-color-scheme) unless the person chose light or dark in
// the account menu; the choice is remembered in this browser.
import type { PaletteMode } from '@mui/material/styles';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const STORAGE_KEY = 'hta.themeMode';

const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

interface ThemeModeValue {
  /** What the person chose. */
  choice: ThemeChoice;
  /** What is shown: the choice, or the system's scheme. */
  mode: PaletteMode;
  choose: (choice: ThemeChoice) => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({
  choice: 'system',
  mode: 'light',
  choose: () => undefined,
});

const isChoice = (value: unknown): value is ThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);

function storedChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const DARK_SYSTEM = '(prefers-color-scheme: dark)';

/**
 * Whether the system's scheme is dark, read at once (not after a first light render, so a dark
 * system never flashes light) and followed as it changes. The browser's own media query: MUI's
 * useMediaQuery would bring its module into every page's first load, /login's included.
 */
function useSystemDark(): boolean {
  // No matchMedia (jsdom without a stub): the light scheme.
  const supported = typeof matchMedia === 'function';
  return useSyncExternalStore(
    (changed) => {
      if (!supported) return () => undefined;
      const query = matchMedia(DARK_SYSTEM);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => supported && matchMedia(DARK_SYSTEM).matches,
  );
}

export function ThemeModeProvider({ children }: { children: (mode: PaletteMode) => ReactNode }) {
  const [choice, setChoice] = useState<ThemeChoice>(storedChoice);
  const systemDark = useSystemDark();
  const mode: PaletteMode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  const choose = useCallback((next: ThemeChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }, []);
  const value = useMemo(() => ({ choice, mode, choose }), [choice, mode, choose]);
  return <ThemeModeContext.Provider value={value}>{children(mode)}</ThemeModeContext.Provider>;
}

export const useThemeMode = () => useContext(ThemeModeContext);
