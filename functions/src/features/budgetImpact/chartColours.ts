// The tornado's colours, one pair for the analysis's page and the report's PDF: a bar's colour
// says which end of its input's range it shows, the same everywhere. Orange and purple (a
// diverging pair readable with red–green colour blindness), so they are never read as the
// budget chart's blue for a cost and green for a saving.
export const TORNADO_COLOURS = {
  low: '#b35806',
  high: '#542788',
} as const;

/** The legend, in words, where a chart is described in text (the PDF). */
export const TORNADO_LEGEND = 'orange with the input at its low value, purple at its high value';
