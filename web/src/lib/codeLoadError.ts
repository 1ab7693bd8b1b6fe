// Whether an error is a page's code failing to load (a lazily imported chunk the browser could
// not fetch) rather than the page failing. Browsers word it differently and give it no code, so
// it is known by its message: Chromium "Failed to fetch dynamically imported module", Firefox
// "error loading dynamically imported module", Safari "Importing a module script failed", and
// Vite's own "Unable to preload CSS" for a chunk's stylesheet.
const CODE_LOAD_FAILURES = [
  /dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error && CODE_LOAD_FAILURES.some((pattern) => pattern.test(error.message))
  );
}
