import { installReflectMetadata } from './reflect-metadata-lite';

// What the browser build loads for `reflect-metadata/lite` (config/vite.config.ts): Inversify's three Reflect calls
// without the package (issue 17, reflect-metadata-lite.ts). A module of its own, so that the tests of those
// functions do not change the Reflect of the other tests.
installReflectMetadata();
