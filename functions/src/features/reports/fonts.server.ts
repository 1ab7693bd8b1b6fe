// The report's typeface: Noto Sans with the Canadian Aboriginal syllabics (functions/assets/fonts,
// SIL OFL), for the PDF's text and the pictures of its figures alike.
import { fileURLToPath } from 'node:url';

/** The three faces, by the names the PDF registers them under. */
export const REPORT_FONT_FILES = {
  Body: 'NotoSansWithSyllabics-Regular.ttf',
  'Body-Bold': 'NotoSansWithSyllabics-Bold.ttf',
  'Body-Italic': 'NotoSansWithSyllabics-Italic.ttf',
} as const;

// From src/features/reports and lib/features/reports alike: functions/assets/fonts.
const fontsDir = new URL('../../../assets/fonts/', import.meta.url);

export const reportFontPath = (file: string) => fileURLToPath(new URL(file, fontsDir));
