/** The visitor's journeys in chromium: written once in journeys.ts, run by each engine's file. */
import { journeys } from './journeys';

journeys('chromium');
