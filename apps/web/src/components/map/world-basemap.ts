import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface WorldBasemap {
  countries: FeatureCollection;
  /** The lines between neighbouring countries, drawn once each. */
  borders: MultiLineString;
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let loaded: Promise<WorldBasemap> | undefined;

/**
 * Natural Earth's 1:110m countries, bundled with the console (no tile server, works offline) and fetched as their own
 * chunk the first time a map is drawn.
 */
export function loadWorldBasemap(): Promise<WorldBasemap> {
  loaded ??= import('world-atlas/countries-110m.json').then((module) => {
    const topology = module.default as unknown as CountriesTopology;
    return {
      countries: feature(topology, topology.objects.countries),
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  });
  return loaded;
}
