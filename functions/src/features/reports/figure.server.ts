// A report figure's SVG as a picture for readers that cannot show SVG (Word's fallback image),
// drawn by resvg with the report's own typeface, so its words look as they do in the PDF.
import { Resvg } from '@resvg/resvg-js';

import { REPORT_FONT_FILES, reportFontPath } from './fonts.server.js';

const FONT_FILES = Object.values(REPORT_FONT_FILES).map(reportFontPath);

/** The figure at `scale` pixels per point (2: sharp on a printed page), as PNG. */
export function pngOfSvg(svg: string, widthPt: number, scale = 2): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round(widthPt * scale) },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    background: '#ffffff',
  });
  return resvg.render().asPng();
}
