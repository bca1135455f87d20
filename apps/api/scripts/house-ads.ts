/**
 * Writes the house ads' images (ADR 222) into apps/web/public/house-ads/: one SVG per promotion
 * and box size, from the list the seed reads. `npm run house-ads -w @patro/api`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOUSE_PROMOTIONS, HOUSE_SIZES, houseAdPath, houseAdSvg } from '../src/modules/ads/house.js';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public');
mkdirSync(path.join(publicDir, 'house-ads'), { recursive: true });
for (const promotion of HOUSE_PROMOTIONS) {
  for (const { width, height } of HOUSE_SIZES) {
    const file = path.join(publicDir, houseAdPath(promotion.key, width, height));
    writeFileSync(file, houseAdSvg(promotion, width, height));
    console.log(path.relative(process.cwd(), file));
  }
}
