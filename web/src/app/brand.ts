// The app's own colours, in one place: the MUI theme (theme.ts) and the installed app's
// manifest (vite.config.ts — the title bar and splash screen of an installed app) read them.
// Plain values with no imports, so the Vite config can read them without loading MUI.

/** The light theme's primary colour: the title bar of the installed app. */
export const BRAND_PRIMARY = '#0b5394';
/** The dark theme's primary colour. */
export const BRAND_PRIMARY_DARK = '#7fb3e6';
/** The light theme's page background (MUI's default): the installed app's splash screen. */
export const BRAND_BACKGROUND = '#ffffff';
