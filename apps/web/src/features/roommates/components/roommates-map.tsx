import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMapControlTexts } from '../../../components/map/use-map-control-texts';
import 'leaflet/dist/leaflet.css';
import type { RoommateCard } from '@nivaas/shared';

export interface RoommatesMapProps {
  /** Cards whose room has a point (the room's locality). */
  cards: RoommateCard[];
  tileUrl: string;
  attribution: string;
  label: string;
  /** The popup's words for one card: its name line, its budget line, the link's text. */
  describe: (card: RoommateCard) => { name: string; budget: string; open: string };
  onOpen: (userId: string) => void;
}

const INDIA: L.LatLngExpression = [22.5, 79];

/**
 * The rooms of the loaded results on a Leaflet map, each at its locality's centre (never an
 * address). Loaded as its own chunk; without a tile server the points still show on a plain
 * ground. Popups are built from text nodes, never from markup.
 */
export default function RoommatesMap({
  cards,
  tileUrl,
  attribution,
  label,
  describe,
  onOpen,
}: RoommatesMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const openRef = useRef(onOpen);
  const describeRef = useRef(describe);
  useEffect(() => {
    openRef.current = onOpen;
    describeRef.current = describe;
  }, [onOpen, describe]);

  const key = cards.map((c) => c.userId).join(',');
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { center: INDIA, zoom: 5, minZoom: 3, maxZoom: 18 });
    map.attributionControl.setPrefix(false);
    if (tileUrl) {
      const credit = document.createElement('span');
      credit.textContent = attribution;
      L.tileLayer(tileUrl, { attribution: credit.innerHTML, maxZoom: 18 }).addTo(map);
    }
    const points: L.LatLng[] = [];
    // Rooms in one locality share its centre: spread them a little so each can be clicked.
    const seen = new Map<string, number>();
    for (const card of cards) {
      const p = card.roomDetails?.point;
      if (!p) continue;
      const k = `${p.lat},${p.lng}`;
      const n = seen.get(k) ?? 0;
      seen.set(k, n + 1);
      const angle = n * 2.4;
      const at = L.latLng(
        p.lat + Math.sin(angle) * 0.0015 * Math.sqrt(n),
        p.lng + Math.cos(angle) * 0.0015 * Math.sqrt(n),
      );
      points.push(at);
      const words = describeRef.current(card);
      const marker = L.circleMarker(at, {
        radius: 9,
        color: '#fff',
        weight: 2,
        fillColor: '#0c8599',
        fillOpacity: 0.95,
      }).addTo(map);
      marker.bindTooltip(words.name);
      marker.bindPopup(() => {
        const box = document.createElement('div');
        const name = document.createElement('strong');
        name.textContent = words.name;
        const budget = document.createElement('div');
        budget.textContent = words.budget;
        const open = document.createElement('a');
        open.href = `/roommates/profile/${encodeURIComponent(card.userId)}`;
        open.textContent = words.open;
        open.addEventListener('click', (e) => {
          e.preventDefault();
          openRef.current(card.userId);
        });
        box.append(name, budget, open);
        return box;
      });
    }
    if (points.length > 0)
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
    return () => {
      map.remove();
    };
  }, [key, tileUrl, attribution]); // eslint-disable-line react-hooks/exhaustive-deps -- redraw when the set changes

  // After the effects above, which make the map and its buttons.
  useMapControlTexts(element);

  return (
    <div
      ref={element}
      role="region"
      aria-label={label}
      style={{
        height: 420,
        borderRadius: 'var(--mantine-radius-lg)',
        background: 'var(--mantine-color-gray-1)',
        position: 'relative',
        zIndex: 0,
      }}
    />
  );
}
