// Builds what the local stack serves: demo images, the SPA (emulator mode) and the functions bundle.
import { join } from 'node:path';
import { writeDemoImages } from '../demo-images';
import { writeSampleSupplierFeed } from '../sample-supplier-feed';
import { repoRoot } from './preflight';
import { run } from './steps';

export async function buildLocalStack(): Promise<void> {
  writeDemoImages(join(repoRoot, 'web', 'public', 'demo-images'));
  writeSampleSupplierFeed(join(repoRoot, 'web', 'public', 'demo-data', 'supplier-feed.json'));
  await run('npm', ['run', 'build:emulator', '-w', 'web']);
  await run('npm', ['run', 'build', '-w', 'functions']);
}
