// A report figure's SVG as a picture for readers that cannot show SVG (Word's fallback image),
// drawn by resvg with the report's own typeface, so its words look as they do in the PDF.
import { Resvg } from '@resvg/resvg-js';
import { fileURLToPath } from 'node:url';

// From src/features/reports and lib/features/reports alike: functions/assets/fonts.
const fontsDir = new URL('../../../assets/fonts/', import.meta.url);
const FONT_FILES = [
  'NotoSansWithSyllabics-Regular.ttf',
  'NotoSansWithSyllabics-Bold.ttf',
  'NotoSansWithSyllabics-Italic.ttf',
].map((file) => fileURLToPath(new URL(file, fontsDir)));

/** The figure at `scale` pixels per point (2: sharp on a printed page), as PNG. */
export function pngOfSvg(svg: string, widthPt: number, scale = 2): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round(widthPt * scale) },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
