import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMapControlTexts } from '../map/use-map-control-texts';
import 'leaflet/dist/leaflet.css';

/** The server moves an approximate point up to this far from the home. */
const APPROXIMATE_RADIUS_M = 800;
interface LocalityMapProps {
  lat: number;
  lng: number;
  /** The point is only near the home: a wide circle and no pin. */
  approximate?: boolean;
  /** The circle's radius around an approximate point (the server says how far it may be). */
  radiusM?: number;
  /** '' when no tile server is configured: the map then shows the point on a plain ground. */
  tileUrl: string;
  attribution: string;
  label: string;
}

/**
 * A small map of the listing's locality. Loaded as its own chunk (Leaflet is large), and it
 * still shows the point without tiles: the address and the Google Maps link beside it carry
 * the same information when no map can be drawn.
 */
export default function LocalityMap({
  lat,
  lng,
  approximate = false,
  radiusM = APPROXIMATE_RADIUS_M,
  tileUrl,
  attribution,
  label,
}: LocalityMapProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const map = L.map(el, { scrollWheelZoom: false, attributionControl: Boolean(tileUrl) }).setView(
      [lat, lng],
      approximate ? 14 : 15,
    );
    if (tileUrl) {
      // The attribution is configured by the operator; Leaflet writes it as HTML, so text only.
      const credit = document.createElement('span');
      credit.textContent = attribution;
      L.tileLayer(tileUrl, { attribution: credit.innerHTML, maxZoom: 19 }).addTo(map);
    }
    L.circle([lat, lng], {
      radius: approximate ? radiusM : 250,
      color: '#e8590c',
      weight: 2,
      fillOpacity: 0.15,
    }).addTo(map);
    if (!approximate)
      L.circleMarker([lat, lng], {
        radius: 8,
        color: '#fff',
        weight: 2,
        fillColor: '#e8590c',
        fillOpacity: 1,
      }).addTo(map);
    return () => {
      map.remove();
    };
  }, [lat, lng, approximate, radiusM, tileUrl, attribution]);

  // After the effects above, which make the map and its buttons.
  useMapControlTexts(ref);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={label}
      style={{
        height: 260,
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-1)',
        // Leaflet's panes use z-indexes up to 1000: keep them under the sticky header.
        position: 'relative',
        zIndex: 0,
        isolation: 'isolate',
      }}
    />
  );
}
