// The installed app meets the platform (manifest.webmanifest): its shortcuts (a random card,
// the search), its share target (a card's name, a Scryfall address or a sentence naming a
// card opens that card; other text opens the search with it), and its file handler (a
// card's JSON opened with the app goes to the custom cards' import preview, through
// `launchQueue`). Chromium runs none of these without an installed app, so each is fed as
// the platform would feed it: the address opened, or the launch queue given a file. The
// manifest itself is checked in offline.spec.mjs.
import { test, expect, field, KNOCK_TALK } from './fixtures.mjs';

test('the Random card shortcut opens a card, and the address says which', async ({ page }) => {
  await page.goto('/?random=1');
  await expect(page).toHaveURL(/\/\?card=[a-z0-9-]+/);
  const slug = new URL(page.url()).searchParams.get('card');
  await expect(field(page, 'names')).not.toHaveText('');
  // Reloaded, the same card: the random pick is not made again.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`card=${slug}`));
});

for (const [width, name] of [[1280, 'desktop'], [360, 'phone']]) {
  test(`the Search shortcut opens the search, focused (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/?search=');
    await expect(page.locator('#picker-input')).toBeFocused();
    await expect(page.locator('#picker-input')).toBeVisible();
    await page.keyboard.type('destined');
    await expect(page.getByRole('option', { name: /Destined \/\/ Lead/ })).toBeVisible();
  });
}

test('shared text: a card\'s name, a Scryfall address, or a sentence naming a card opens it', async ({ page }) => {
  for (const [query, names] of [
    ['share-text=Fire%20%2F%2F%20Ice', 'Fire // Ice'],
    ['share-title=Alive&share-url=https%3A%2F%2Fscryfall.com%2Fcard%2Fdgm%2F121%2Falive-well', 'Alive // Well'],
    ['share-text=What%20is%20the%20mana%20value%20of%20Destined%20%2F%2F%20Lead%20in%20a%20graveyard%3F', 'Destined // Lead'],
  ]) {
    await page.goto(`/?${query}`);
    await expect(field(page, 'names')).toHaveText(names);
    // The address is the card's, not the shared text.
    await expect(page).toHaveURL(/\/\?card=[a-z-]+/);
    expect(page.url()).not.toContain('share-');
  }
});

test('shared text that names no card opens the search with it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/?share-text=Lightning%20Bolt');
  await expect(page.locator('#picker-input')).toHaveValue('Lightning Bolt');
  await expect(page.locator('#picker-input')).toBeFocused();
  await expect(page.locator('#finder')).toBeVisible();
});

test('a card\'s JSON opened with the app goes to the import preview', async ({ page }) => {
  // As Chromium hands an installed app the files it is opened with.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'launchQueue', {
      value: { setConsumer(consumer) { window.__launch = consumer; } },
    });
  });
  await page.goto('/?import=file');
  await expect(field(page, 'names')).toHaveText('Fire // Ice');
  await expect.poll(() => page.evaluate(() => typeof window.__launch)).toBe('function');
  await page.evaluate((json) => window.__launch({
    files: [{ kind: 'file', name: 'knock-talk.json', getFile: async () => new File([json], 'knock-talk.json', { type: 'application/json' }) }],
  }), JSON.stringify(KNOCK_TALK));
  await expect(page.locator('#custom-cards')).toHaveAttribute('open', '');
  await expect(page.locator('[data-import-preview]')).toContainText('Knock // Talk');
  await page.locator('[data-import-confirm]').click();
  await expect(field(page, 'names')).toHaveText('Knock // Talk');
  // A second opening (the window reused) goes to the preview too.
  await page.evaluate((json) => window.__launch({
    files: [{ kind: 'file', name: 'again.json', getFile: async () => new File([json], 'again.json', { type: 'application/json' }) }],
  }), JSON.stringify({ ...KNOCK_TALK, name: 'Knock // Talk' }));
  await expect(page.locator('[data-import-preview]')).toBeVisible();
});
