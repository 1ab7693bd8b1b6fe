// What features add to the home page (their feature.ts `home`) and beside a technology's card
// (`technologyMarkers`): loaded lazily, each with its own code, when a page first shows it; the
// pages showing them know none of the features.
import { lazy, Suspense } from 'react';

import { homeCards, technologyMarkers } from './features';

const cards = homeCards.map((c) => lazy(c.load));
const markers = technologyMarkers.map((m) => lazy(m.load));

/** The cards features add to the home page, in their order. */
export function HomeCards() {
  return (
    <Suspense fallback={null}>
      {cards.map((Card, i) => (
        <Card key={i} />
      ))}
    </Suspense>
  );
}

/** The markers features show beside a technology (a reassessment due). */
export function TechnologyMarkers({ technologyId }: { technologyId: string }) {
  return (
    <Suspense fallback={null}>
      {markers.map((Marker, i) => (
        <Marker key={i} technologyId={technologyId} />
      ))}
    </Suspense>
  );
}
