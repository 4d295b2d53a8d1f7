// Cucumber runs the features of features/ with TypeScript steps compiled on the fly by tsx.
//   npx cucumber-js -c config/cucumber.mjs                       (in-process simulator)
//   FEATURES_BACKEND=http npx cucumber-js -c config/cucumber.mjs  (simulator's HTTP + socket.io server)
import { register } from 'tsx/esm/api';

register();

export default {
  paths: ['features/**/*.feature'],
  import: ['features/**/*.ts'],
  format: ['progress'],
  strict: true,
};
