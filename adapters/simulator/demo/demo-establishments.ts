import type { DemoEstablishment } from './demo-establishment';
import { hotelRiviera } from './hotel-riviera';
import { leComptoir } from './le-comptoir';

/** The establishments a fresh simulator serves. */
export const DEMO_ESTABLISHMENTS: readonly DemoEstablishment[] = [leComptoir, hotelRiviera];
