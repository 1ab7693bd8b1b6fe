// The route sweep: every route of the route table, opened as a visitor, staff and an admin in
// Chromium (and as staff at phone width); what fails a page is in sweepKit.ts. One test per
// route, run in parallel; the table of routes × viewings is .hta/reports/sweep.txt.
import { defineSweep, VIEWINGS } from './sweepKit.js';

defineSweep({ title: 'the route sweep', report: 'sweep', viewings: VIEWINGS, axe: true });
