import { czechRailways } from './czech-railways.js';
import { deutscheBahn } from './deutsche-bahn.js';
import { eurowings } from './eurowings.js';
import { fcmTravel } from './fcm-travel.js';
import { iberia } from './iberia.js';
import { irctc } from './irctc.js';
import { regiojet } from './regiojet.js';
import { sncf } from './sncf.js';
import { taiwanHighSpeedRail } from './taiwan-high-speed-rail.js';
import { travelportGalileo } from './travelport-galileo.js';
import type { ProviderExtractor } from './types.js';

/** Extractors for the providers of the shared extraction corpus. */
export const CORPUS_EXTRACTORS: readonly ProviderExtractor[] = [
  czechRailways,
  deutscheBahn,
  eurowings,
  fcmTravel,
  iberia,
  irctc,
  regiojet,
  sncf,
  taiwanHighSpeedRail,
  travelportGalileo,
];
