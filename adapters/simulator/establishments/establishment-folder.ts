import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StoredEstablishment } from '../store/simulator-store';
import { EstablishmentFileError, parseEstablishment } from './establishment-file';
import { groupProblems } from './group-problems';

/** The demo establishments shipped with the simulator: one JSON file each, pictures in assets/. */
export const DEMO_ESTABLISHMENTS_DIR = fileURLToPath(new URL('../demo/establishments', import.meta.url));

/** A restaurant's menu with its pictures is a few megabytes at most; grande-carte is about one. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface EstablishmentFolder {
  readonly dir: string;
  /** Pictures, served under /demo-assets/. */
  readonly assetsDir: string;
  readonly establishments: readonly StoredEstablishment[];
}

function readEstablishment(dir: string, name: string, assetsDir: string): StoredEstablishment {
  const path = join(dir, name);
  const size = statSync(path).size;
  if (size > MAX_FILE_BYTES) throw new EstablishmentFileError(name, '(file)', `${size} bytes; an establishment file holds at most ${MAX_FILE_BYTES}`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    // A folder named like a file, or a file the server may not read: still one line, not a stack trace.
    throw new EstablishmentFileError(name, '(file)', `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): make it a readable JSON file`);
  }
  const data = parseEstablishment(text, name, (picture) => existsSync(join(assetsDir, picture)));
  if (`${data.settings.id}.json` !== name) {
    throw new EstablishmentFileError(name, 'settings.id', `is "${data.settings.id}", but the file is named ${name}: name it ${data.settings.id}.json`);
  }
  return { ...data, source: path };
}

/**
 * Loads every `<id>.json` of a folder (serve --establishments <dir>): each is checked on load, and the
 * first problem stops the load with a message naming the file and the field.
 */
export function loadEstablishmentFolder(dir: string): EstablishmentFolder {
  const absolute = resolve(dir);
  if (!existsSync(absolute) || !statSync(absolute).isDirectory()) {
    throw new EstablishmentFileError(basename(dir), '(folder)', `${absolute} is not a folder of establishment files`);
  }
  const assetsDir = join(absolute, 'assets');
  const files = readdirSync(absolute)
    .filter((name) => name.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new EstablishmentFileError(basename(absolute), '(folder)', 'holds no <id>.json establishment file');
  const establishments = files.map((name) => readEstablishment(absolute, name, assetsDir));
  const ids = establishments.map((establishment) => establishment.settings.id);
  for (const [index, establishment] of establishments.entries()) {
    const [problem] = groupProblems(establishment.settings, ids);
    if (problem) throw new EstablishmentFileError(files[index]!, problem.field, problem.message);
  }
  return { dir: absolute, assetsDir, establishments };
}

/** The demos, read once per process: tests and the in-process simulator start many engines. */
let demos: EstablishmentFolder | null = null;
export function demoEstablishmentFolder(): EstablishmentFolder {
  demos ??= loadEstablishmentFolder(DEMO_ESTABLISHMENTS_DIR);
  return demos;
}
