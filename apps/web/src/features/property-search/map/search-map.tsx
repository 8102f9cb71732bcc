import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMapControlTexts } from '../../../components/map/use-map-control-texts';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import type { PropertyPin, PropertySearchHit, PropertySearchResult } from '@nivaas/shared';
import { buildPin, buildPinPopup, buildPopup, type MapTexts } from './map-markers';
import classes from './search-map.module.css';

export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

export interface SearchMapProps {
  hits: PropertySearchHit[];
  /** Every match of the search as a light pin; those not among `hits` are drawn as dots. */
  pins?: PropertyPin[] | undefined;
  origin: PropertySearchResult['origin'];
  radiusKm: number;
  tiles: MapTiles | undefined;
  texts: MapTexts;
  onOpen: (id: string) => void;
}

// Bundled marker images (no CDN); Leaflet's own path guessing breaks once files are hashed.
const originIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});
const INDIA: L.LatLngExpression = [22.5, 79];
/** Thousands of dots drawn on one canvas, not one DOM element each. */
const DOT_STYLE: L.CircleMarkerOptions = {
  radius: 6,
  weight: 1.5,
  color: '#ffffff',
  fillColor: '#087f5b',
  fillOpacity: 0.9,
};

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The loaded results on a Leaflet map, clustered; tiles are optional decoration. */
export default function SearchMap({
  hits,
  pins,
  origin,
  radiusKm,
  tiles,
  texts,
  onOpen,
}: SearchMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const extras = useRef<L.LayerGroup | null>(null);
  const dots = useRef<L.LayerGroup | null>(null);
  const framedByPins = useRef(false);
  // One canvas for every dot, for the map's life: a renderer per redraw would stack canvases.
  const dotRenderer = useRef<L.Canvas | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const latest = useRef(new Map<string, PropertySearchHit>());
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!element.current) return;
    // Zoom limits on the map itself: clustering needs them even when no tiles are configured.
    const m = L.map(element.current, { center: INDIA, zoom: 5, minZoom: 3, maxZoom: 19 });
    m.attributionControl.setPrefix(false);
    cluster.current = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    extras.current = L.layerGroup();
    dots.current = L.layerGroup();
    dotRenderer.current = L.canvas({ padding: 0.5 });
    m.addLayer(dots.current).addLayer(cluster.current).addLayer(extras.current);
    map.current = m;
    return () => {
      m.remove();
      map.current = cluster.current = extras.current = dots.current = null;
      dotRenderer.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (!m || !tiles) return;
    // The credit line is plain text from the server's configuration, never markup.
    const layer = L.tileLayer(tiles.tileUrl, {
      attribution: escapeText(tiles.attribution),
      maxZoom: 19,
    }).addTo(m);
    return () => {
      layer.remove();
    };
  }, [tiles]);

  const idsKey = hits.map((h) => h.id).join(',');
  useEffect(() => {
    const m = map.current;
    const group = cluster.current;
    const other = extras.current;
    if (!m || !group || !other) return;
    group.clearLayers();
    other.clearLayers();
    markers.current.clear();
    const points: L.LatLng[] = [];
    for (const hit of hits) {
      if (!hit.location) continue;
      const at = L.latLng(hit.location.lat, hit.location.lng);
      points.push(at);
      const marker = L.marker(at, {
        icon: buildPin(hit, texts, classes),
        title: hit.title,
        alt: hit.title,
        riseOnHover: true,
      });
      // Read at opening time, so a popup shows the listing as it is now.
      marker.bindPopup(() => {
        const now = latest.current.get(hit.id) ?? hit;
        return buildPopup(now, texts, classes, (id) => openRef.current(id));
      });
      markers.current.set(hit.id, marker);
      group.addLayer(marker);
    }
    if (origin) {
      const at = L.latLng(origin.lat, origin.lng);
      points.push(at);
      L.marker(at, { icon: originIcon, title: origin.label, alt: origin.label, zIndexOffset: 1000 })
        .bindTooltip(escapeText(origin.label))
        .addTo(other);
      L.circle(at, { radius: radiusKm * 1000, weight: 1, fillOpacity: 0.05 }).addTo(other);
    }
    // Frame the results whenever the set of listings changes; live price or status changes
    // (same ids) leave the reader's view alone. Once every match is on the map as pins, the
    // pins frame it, and "Load more" does not zoom in on the loaded pages.
    if (points.length > 0 && !framedByPins.current)
      m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the set changes
  }, [idsKey, origin?.lat, origin?.lng, radiusKm]);

  // The rest of the matches, beyond the loaded pages: a dot each, its popup made on a click.
  const pinsKey = pins
    ? `${pins.length}:${idsKey}:${pins[0]?.[0] ?? ''}:${pins.at(-1)?.[0] ?? ''}`
    : '';
  useEffect(() => {
    const layer = dots.current;
    const renderer = dotRenderer.current;
    if (!layer || !renderer) return;
    layer.clearLayers();
    if (!pins) return;
    const loaded = new Set(hits.map((h) => h.id));
    for (const pin of pins) {
      if (loaded.has(pin[0])) continue;
      L.circleMarker([pin[1], pin[2]], { ...DOT_STYLE, renderer })
        .bindPopup(() => buildPinPopup(pin, texts, classes, (id) => openRef.current(id)))
        .addTo(layer);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw when the pins or hits change
  }, [pinsKey, texts]);

  // A new set of pins (a new search) frames all of them.
  const pinsSetKey = pins ? `${pins.length}:${pins[0]?.[0] ?? ''}:${pins.at(-1)?.[0] ?? ''}` : '';
  useEffect(() => {
    const m = map.current;
    framedByPins.current = Boolean(pins?.length);
    if (!m || !pins?.length) return;
    const points = pins.map((pin) => L.latLng(pin[1], pin[2]));
    if (origin) points.push(L.latLng(origin.lat, origin.lng));
    m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit only when the set changes
  }, [pinsSetKey]);

  // Prices and statuses changed in place: redraw those pins without moving the map.
  useEffect(() => {
    latest.current = new Map(hits.map((h) => [h.id, h]));
    for (const hit of hits) markers.current.get(hit.id)?.setIcon(buildPin(hit, texts, classes));
  }, [hits, texts]);

  // After the effects above, which make the map and its buttons.
  useMapControlTexts(element);

  return <div ref={element} className={classes.map} role="region" aria-label={texts.mapLabel} />;
}
