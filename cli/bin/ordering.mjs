#!/usr/bin/env node
// The `ordering` command: registers tsx so that the TypeScript CLI runs without a build step.
import { register } from 'tsx/esm/api';

register();
const { runAsProcess } = await import('../main.ts');
await runAsProcess();
