import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockPlatform } from '../../mocks/node.ts';
import { BUSIEST_GROUP_SIGN_UPS, RESTOCK_SIGN_UPS_PAGE_SIZE } from '../../mocks/restock-book.ts';
import { createHttp } from '../core/platform/http.ts';
import { createOwnerApi } from './api.ts';
import { RestockConsole } from './RestockConsole.tsx';
import { createRestockConsole, type RestockOwnerApi, SEND_ALL_BATCH_SIZE } from './restock-console.ts';
import { loadOwnerWords, type OwnerWords } from './words.ts';

const { model, server } = setupMockPlatform();
const GROUPS = '*/api/site-users/account/notifications/restock/groups';
const SIGN_UPS = '*/api/site-users/account/notifications/restock';

/** The console's calls to the platform still unanswered. */
const pending = new Set<Promise<unknown>>();
beforeEach(() => pending.clear());

function tracked(api: RestockOwnerApi): RestockOwnerApi {
  const track = <T,>(call: Promise<T>): Promise<T> => {
    pending.add(call);
    const done = () => pending.delete(call);
    call.then(done, done);
    return call;
  };
  return {
    groups: (cursor) => track(api.groups(cursor)),
    signUps: (group, cursor) => track(api.signUps(group, cursor)),
    send: (group) => track(api.send(group)),
    sendAll: (groups) => track(api.sendAll(groups)),
  };
}

/**
 * Waits until the console has no call to the platform in flight and React has rendered what the
 * answers changed (a call an answer or a render starts is waited for too). Testing Library's
 * findBy and waitFor give up after 1 s of real time, which paging through every group outlasts
 * on two busy cores (issue 49 item 14); this waits on the calls themselves, however long they take.
 */
async function settled(): Promise<void> {
  do {
    await act(async () => {
      await Promise.allSettled([...pending]);
    });
  } while (pending.size > 0);
}

function renderConsole(words?: OwnerWords) {
  const api = tracked(createOwnerApi(createHttp()));
  const store = createRestockConsole(api, words?.strings);
  render(
    words ? (
      <RestockConsole store={store} api={api} words={words} />
    ) : (
      <RestockConsole store={store} api={api} />
    ),
  );
  return store;
}

/**
 * Each test pages through the mock platform's every sign-up group and re-renders the table per
 * page: 1-2.5 s on an idle machine, 5-7 s on two cores beside two CPU hogs and other test files,
 * past vitest's 5 s default. Nothing here waits on a clock (settled() above), so this bound only
 * catches a hang.
 */
const WHOLE_CONSOLE_MS = 30_000;

const table = () => screen.getByRole('table', { name: /Restock sign-up groups/ });
const groupRows = () => within(table()).getAllByRole('row').slice(1);

describe('restock console', { timeout: WHOLE_CONSOLE_MS }, () => {
  it('loads every page of groups, with product, variant and count', async () => {
    const store = renderConsole();
    await settled();
    expect(screen.getByText(/sign-up groups loaded/)).toBeTruthy();
    const total = model.restock.groups('site-us').length;
    expect(groupRows()).toHaveLength(total);
    expect(store.getState().pagesLoaded).toBeGreaterThanOrEqual(3);
    expect(within(groupRows()[0] as HTMLElement).getByRole('rowheader').textContent).toBe('Washed Linen Tee');
    expect(groupRows()[0]?.textContent).toContain('S / Oat');
    expect(groupRows()[0]?.textContent).toContain(BUSIEST_GROUP_SIGN_UPS.toLocaleString());
  });

  it('a failed page keeps what is loaded and can be retried', async () => {
    let calls = 0;
    server.use(
      http.get(GROUPS, ({ request }) => {
        calls += 1;
        if (calls === 2) return HttpResponse.json({ error: 'boom' }, { status: 400 });
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json({
          signUpGroups: [{ productId: `p${cursor ?? 0}`, productName: `Product ${cursor ?? 0}`, count: 2 }],
          hasNextPage: cursor !== '2',
          nextPageCursor: String(Number(cursor ?? 0) + 1),
        });
      }),
    );
    const user = userEvent.setup();
    renderConsole();
    await settled();
    expect(screen.getByText('Could not load the next page: boom')).toBeTruthy();
    expect(groupRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await settled();
    expect(screen.getByText('3 sign-up groups loaded')).toBeTruthy();
    expect(groupRows().map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Product 0',
      'Product 1',
      'Product 2',
    ]);
  });

  it.each([401, 403])('%s: tells the owner to sign in, no retry', async (status) => {
    server.use(http.get(GROUPS, () => HttpResponse.json({ error: 'no' }, { status })));
    renderConsole();
    await settled();
    expect(screen.getByText(/You need to be signed in as this site's owner/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('opens a group\'s sign-ups with every page fetched until hasNextPage is false, no Load more (spec 4 "Visit cookie", spec 7)', async () => {
    const cursors: (string | null)[] = [];
    // Notes each page asked for, then lets the mock platform answer it.
    server.use(
      http.get(SIGN_UPS, ({ request }) => {
        cursors.push(new URL(request.url).searchParams.get('cursor'));
      }),
    );
    const user = userEvent.setup();
    renderConsole();
    await settled();
    expect(screen.getByText(/sign-up groups loaded/)).toBeTruthy();
    // A group of two pages (more than one page, less than the busiest's 24).
    const group = model.restock
      .groups('site-us')
      .find(
        (candidate) =>
          candidate.count > RESTOCK_SIGN_UPS_PAGE_SIZE && candidate.count < BUSIEST_GROUP_SIGN_UPS,
      );
    if (!group) throw new Error('the mock book has no group of two pages');
    const row = groupRows().find(
      (candidate) =>
        candidate.textContent?.includes(group.productName) &&
        candidate.textContent.includes(group.variantName ?? ''),
    );
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'View sign-ups' }));
    await settled();
    const list = screen.getByRole('table', {
      name: new RegExp(`Shoppers waiting for ${group.productName}.*: ${group.count} of ${group.count} shown`),
    });
    expect(within(list).getAllByRole('row')).toHaveLength(group.count + 1);
    expect(list.getAttribute('aria-busy')).toBe('false');
    expect(cursors).toEqual([null, String(RESTOCK_SIGN_UPS_PAGE_SIZE)]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Beside its own row: the row right after the group's holds the list.
    expect(row?.nextElementSibling?.contains(list)).toBe(true);
    const stamps = [...list.querySelectorAll('tbody tr')].map((signUp) =>
      Date.parse(signUp.children[1]?.textContent ?? ''),
    );
    expect(stamps.every(Number.isFinite)).toBe(true);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });

  it('while pages arrive the list is busy and counts them in; a failed page keeps what is loaded, and Retry goes on from it', async () => {
    let releaseRetry: () => void = () => {};
    const retryHeld = new Promise<void>((resolve) => {
      releaseRetry = resolve;
    });
    const asked: (string | null)[] = [];
    let failedOnce = false;
    server.use(
      http.get(GROUPS, () =>
        HttpResponse.json({
          signUpGroups: [{ productId: 'p1', productName: 'Wool Scarf', count: 1200 }],
          hasNextPage: false,
          nextPageCursor: null,
        }),
      ),
      http.get(SIGN_UPS, async ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        asked.push(cursor);
        const page = Number(cursor ?? 0);
        if (page === 1 && !failedOnce) {
          failedOnce = true;
          return HttpResponse.json({ error: 'boom' }, { status: 400 });
        }
        if (page === 1) await retryHeld;
        return HttpResponse.json({
          signUps: [0, 1].map((i) => ({
            id: `s${page}-${i}`,
            siteVisitorEmail: `shopper${page}-${i}@example.com`,
            created: Date.UTC(2025, 0, 10 - page, 12, i),
          })),
          hasNextPage: page < 2,
          nextPageCursor: page < 2 ? String(page + 1) : null,
        });
      }),
    );
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderConsole();
    await settled();
    expect(screen.getByText('1 sign-up group loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View sign-ups' }));
    await settled();
    expect(screen.getByText('Could not load the next page: boom')).toBeTruthy();
    const list = screen.getByRole('table', { name: /Wool Scarf.*: 2 of 1,200 shown/ });
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(list.getAttribute('aria-busy')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The retried page is held, so the list is busy now (settled() would wait for it).
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(/Could not load the next page/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(list).getAllByRole('row')).toHaveLength(3);

    releaseRetry();
    await settled();
    screen.getByRole('table', { name: /Wool Scarf.*: 6 of 1,200 shown/ });
    expect(list.getAttribute('aria-busy')).toBe('false');
    expect(asked).toEqual([null, '1', '1', '2']);
    expect(logged.mock.calls).toEqual([
      [
        '[Storefront] GET /api/site-users/account/notifications/restock failed: HTTP 400; the shopper is shown "boom"',
      ],
    ]);
    expect(
      within(list)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'shopper0-1@example.com',
      'shopper0-0@example.com',
      'shopper1-1@example.com',
      'shopper1-0@example.com',
      'shopper2-1@example.com',
      'shopper2-0@example.com',
    ]);
  });

  it('sends one group after a confirmation, with its result', async () => {
    const user = userEvent.setup();
    renderConsole();
    await settled();
    expect(screen.getByText(/sign-up groups loaded/)).toBeTruthy();
    const row = groupRows()[1] as HTMLElement;
    const name = within(row).getByRole('rowheader').textContent ?? '';
    await user.click(within(row).getByRole('button', { name: 'Send notification' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toMatch(/Send a back-in-stock email to \d+ shoppers waiting for/);
    // Send is the primary action; Cancel is not dressed like it.
    expect(within(dialog).getByRole('button', { name: 'Send' }).className).toBe('sf-owner__primary');
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).className).toBe('sf-owner__secondary');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(model.restock.sentLog()).toEqual([]);
    await user.click(within(row).getByRole('button', { name: 'Send notification' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await settled();
    expect(within(row).getByText('Sent')).toBeTruthy();
    expect(screen.getByText('Sent 1 of 1 group.')).toBeTruthy();
    // The row shows what the platform now holds: the sent group has no one waiting.
    expect(row.querySelector('.sf-owner__count')?.textContent).toBe('0');
    expect(model.restock.sentLog()).toHaveLength(1);
    expect(name).not.toBe('');
  });

  it('sends many selected groups in batches with progress and a result per group', async () => {
    const user = userEvent.setup();
    const requests: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/send/all')) requests.push(await request.clone().json());
    });
    renderConsole();
    await settled();
    expect(screen.getByText(/sign-up groups loaded/)).toBeTruthy();
    const rows = groupRows().slice(0, SEND_ALL_BATCH_SIZE + 2);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: `Send to selected (${rows.length})` }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await settled();
    expect(screen.getByText(`Sent ${rows.length} of ${rows.length} groups.`)).toBeTruthy();
    for (const row of rows) expect(within(row).getByText('Sent')).toBeTruthy();
    expect(requests).toHaveLength(2);
    expect((requests[0] as { sendRequests: unknown[] }).sendRequests).toHaveLength(SEND_ALL_BATCH_SIZE);
  });

  it('a failed batch shows its message per group; the rest are sent', async () => {
    const user = userEvent.setup();
    renderConsole();
    await settled();
    expect(screen.getByText(/sign-up groups loaded/)).toBeTruthy();
    model.scenario = 'server-error';
    await user.click(screen.getByRole('checkbox', { name: 'Select all groups' }));
    const count = groupRows().length;
    await user.click(screen.getByRole('button', { name: `Send to selected (${count})` }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await settled();
    expect(screen.getByText(`Sent 0 of ${count} groups.`)).toBeTruthy();
    expect(within(groupRows()[0] as HTMLElement).getByText('Failed: Please try again.')).toBeTruthy();
  });

  it('after Send, focus is on the status region that tells the progress and the result (issue 26.4)', async () => {
    const user = userEvent.setup();
    renderConsole();
    await settled();
    expect(screen.getByText(/sign-up groups loaded/)).toBeTruthy();
    const status = screen.getByRole('status');
    const row = groupRows()[0] as HTMLElement;
    within(row).getByRole('button', { name: 'Send notification' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(status);
    await settled();
    expect(status.textContent).toBe('Sent 1 of 1 group.');
    expect(screen.getByRole('status')).toBe(status);
    expect(document.activeElement).toBe(status);
  });
});

describe("restock console in the page's language", { timeout: WHOLE_CONSOLE_MS }, () => {
  const groupsTable = (name: RegExp) => screen.getByRole('table', { name });

  it('French: headings, buttons, counted status and the confirmation', async () => {
    const user = userEvent.setup();
    renderConsole(await loadOwnerWords('fr-FR'));
    const total = model.restock.groups('site-us').length;
    expect(screen.getByRole('heading', { level: 1, name: 'Alertes de retour en stock' })).toBeTruthy();
    await settled();
    expect(screen.getByText(`${total} groupes d’inscriptions chargés`)).toBeTruthy();
    const rows = within(groupsTable(/^Groupes d’inscriptions/))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(rows[0] as HTMLElement).getByRole('button', { name: 'Voir les inscriptions' }),
    ).toBeTruthy();
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Envoyer l’alerte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Envoyer' });
    expect(dialog.textContent).toMatch(
      /^Envoyer l’e-mail de retour en stock à [\d\u202f]+ clients en attente de Washed Linen Tee, S \/ Oat\u202f\?/,
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Alertes de retour en stock' });
    expect([section.lang, section.dir]).toEqual(['fr-FR', 'ltr']);
  });

  it('Japanese: its words and full-width punctuation', async () => {
    const user = userEvent.setup();
    renderConsole(await loadOwnerWords('ja-JP'));
    await settled();
    expect(screen.getByText(/件の登録グループを読み込みました$/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'すべてのグループを選択' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'すべてのグループを選択' }));
    const count = model.restock.groups('site-us').length;
    await user.click(screen.getByRole('button', { name: `選択したグループに送信（${count}）` }));
    expect(screen.getByRole('alertdialog').textContent).toContain(`${count}件のグループ（`);
    expect(screen.getByRole('columnheader', { name: '商品' })).toBeTruthy();
  });

  it('Hebrew: right to left, with the dual', async () => {
    server.use(
      http.get(GROUPS, () =>
        HttpResponse.json({
          signUpGroups: [
            { productId: 'p1', productName: 'Product 1', count: 2 },
            { productId: 'p2', productName: 'Product 2', count: 3 },
          ],
          hasNextPage: false,
        }),
      ),
    );
    renderConsole(await loadOwnerWords('he-IL'));
    await settled();
    expect(screen.getByText('נטענו שתי קבוצות הרשמה')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'בקשות לעדכון על חזרה למלאי' });
    expect([section.lang, section.dir]).toEqual(['he-IL', 'rtl']);
    expect(screen.getAllByRole('button', { name: 'שליחת עדכון' })).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'גרסה' })).toBeTruthy();
  });

  it('English when the language has no owner words: marked English on any page', async () => {
    renderConsole(await loadOwnerWords('zh-CN'));
    await settled();
    expect(screen.getByText(/sign-up groups loaded$/)).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Back-in-stock requests' });
    expect([section.lang, section.dir]).toEqual(['en', 'ltr']);
  });
});
