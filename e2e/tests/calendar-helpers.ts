import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/** Saves a screenshot to e2e/artifacts/calendar-{name}-{project}.png. */
export async function calShot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  await page.screenshot({
    path: path.join(ARTIFACTS, `calendar-${name}-${testInfo.project.name}.png`),
    fullPage,
  });
}

const DEVA = '०१२३४५६७८९';
export const deva = (value: string | number) => String(value).replace(/[0-9]/g, (d) => DEVA[Number(d)]!);

export { TODAY } from '../clock';

/** The page's HTML as the server sent it (before any script runs). */
export async function serverHtml(page: Page, url: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(url);
  return { status: response.status(), html: await response.text() };
}
