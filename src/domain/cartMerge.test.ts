// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/support/cartLines';
import type { CartItem } from './cartItem';
import { planCartMerge, type MergeOptions, type ServerLine } from './cartMerge';

const item = cartLine;
const line = (sku: string, qty: number, item_id: number): ServerLine => ({ sku, qty, item_id, quote_id: 'c1', product_type: 'simple' });
const kinds = (client: CartItem[], server: ServerLine[], opts?: MergeOptions) =>
  planCartMerge(client, server, opts).steps.map((s) => [s.kind, 'item' in s ? s.item.sku : s.serverLine.sku]);

describe('planCartMerge', () => {
  it.each<[string, CartItem[], ServerLine[], MergeOptions, [string, string][]]>([
    ['client-only line is pushed (default config)', [item('A', 1)], [], {}, [['pushToServer', 'A']]],
    [
      'client-only line is removed locally when the server may remove local items',
      [item('A', 1)],
      [],
      { serverSyncCanRemoveLocalItems: true },
      [['removeLocal', 'A']],
    ],
    [
      '…but pushed when the client state is forced',
      [item('A', 1)],
      [],
      { serverSyncCanRemoveLocalItems: true, forceClientState: true },
      [['pushToServer', 'A']],
    ],
    ['differing quantity: client wins by default', [item('A', 3)], [line('A', 1, 7)], {}, [['pushToServer', 'A']]],
    [
      'differing quantity: server wins when it may modify local items',
      [item('A', 3)],
      [line('A', 1, 7)],
      { serverSyncCanModifyLocalItems: true },
      [['takeServerQty', 'A']],
    ],
    [
      '…but the client wins when forced',
      [item('A', 3)],
      [line('A', 1, 7)],
      { serverSyncCanModifyLocalItems: true, forceClientState: true },
      [['pushToServer', 'A']],
    ],
    ['server-only line is added locally', [], [line('B', 2, 8)], {}, [['addLocal', 'B']]],
    ['server-only line is deleted on the server when forced', [], [line('B', 2, 8)], { forceClientState: true }, [['deleteOnServer', 'B']]],
    ['same quantity without ids: only the ids are taken (VSF1 DiffLog bug)', [item('A', 2)], [line('A', 2, 7)], {}, [['linkIds', 'A']]],
    ['same quantity with the ids: nothing to do', [item('A', 2, { server_item_id: 7, prev_qty: 2, server_cart_id: 'c1' })], [line('A', 2, 7)], {}, []],
    ['dry run: nothing is done', [item('A', 3)], [line('A', 1, 7), line('B', 1, 8)], { dryRun: true }, []],
    [
      'same quantity, the ids but another earlier quantity: the ids are taken again',
      [item('A', 2, { server_item_id: 7, prev_qty: 1, server_cart_id: 'c1' })],
      [line('A', 2, 7)],
      {},
      [['linkIds', 'A']],
    ],
    [
      'same quantity and line id but another cart: the ids are taken again',
      [item('A', 2, { server_item_id: 7, prev_qty: 2, server_cart_id: 'c0' })],
      [line('A', 2, 7)],
      {},
      [['linkIds', 'A']],
    ],
    [
      'same quantity and cart but another line id: the ids are taken again',
      [item('A', 2, { server_item_id: 6, prev_qty: 2, server_cart_id: 'c1' })],
      [line('A', 2, 7)],
      {},
      [['linkIds', 'A']],
    ],
    [
      'a server line without a cart id needs no cart id',
      [item('A', 2, { server_item_id: 7, prev_qty: 2 })],
      [{ ...line('A', 2, 7), quote_id: undefined }],
      {},
      [],
    ],
    ['a stale server id: the equal line is found instead', [item('A', 2, { server_item_id: 99 })], [line('A', 2, 7)], {}, [['linkIds', 'A']]],
    [
      'a line whose server line another line took is pushed',
      [item('A', 1, { server_item_id: 7 }), item('A', 1)],
      [line('A', 1, 7)],
      {},
      [
        ['linkIds', 'A'],
        ['pushToServer', 'A'],
      ],
    ],
  ])('%s', (_name, client, server, opts, expected) => {
    expect(kinds(client, server, opts)).toEqual(expected);
  });

  it('logs no-item, wrong-qty and update-required; a dry run logs the same', () => {
    const client = [item('A', 3), item('C', 1)];
    const server = [line('A', 1, 7), line('B', 1, 8)];
    const expected = [
      { party: 'server', sku: 'A', status: 'wrong-qty', clientQty: 3, serverQty: 1 },
      { party: 'server', sku: 'C', status: 'no-item' },
      { party: 'client', sku: 'B', status: 'no-item' },
      { party: 'client', status: 'update-required' },
      { party: 'server', status: 'update-required' },
    ];
    expect(planCartMerge(client, server).log).toEqual(expected);
    expect(planCartMerge(client, server, { dryRun: true }).log).toEqual(expected);
  });

  it.each<[string, CartItem[], ServerLine[], MergeOptions, string, string]>([
    ['removing a local line changes the client only', [item('A', 1)], [], { serverSyncCanRemoveLocalItems: true }, 'update-required', 'no-changes'],
    [
      'taking the server quantity changes the client only',
      [item('A', 3)],
      [line('A', 1, 7)],
      { serverSyncCanModifyLocalItems: true },
      'update-required',
      'no-changes',
    ],
    ['adding a server line locally changes the client only', [], [line('B', 1, 8)], {}, 'update-required', 'no-changes'],
    ['pushing a line changes the server only', [item('A', 1)], [], {}, 'no-changes', 'update-required'],
    ['deleting a server line changes the server only', [], [line('B', 1, 8)], { forceClientState: true }, 'no-changes', 'update-required'],
    ['taking the ids changes neither', [item('A', 2)], [line('A', 2, 7)], {}, 'no-changes', 'no-changes'],
  ])('%s', (_name, client, server, opts, clientStatus, serverStatus) => {
    expect(planCartMerge(client, server, opts).log.slice(-2)).toEqual([
      { party: 'client', status: clientStatus },
      { party: 'server', status: serverStatus },
    ]);
  });

  it('logs no-changes on both sides when the carts agree', () => {
    const { log } = planCartMerge([item('A', 2)], [line('A', 2, 7)]);
    expect(log).toEqual([
      { party: 'client', status: 'no-changes' },
      { party: 'server', status: 'no-changes' },
    ]);
  });

  it('never adds quantities up and gives one server line to one client line only', () => {
    const opt = (v: string) => ({ extension_attributes: { custom_options: [{ option_id: 1, option_value: v }] } });
    const client = [item('A', 1, { product_option: opt('x') }), item('A', 1, { product_option: opt('y') })];
    const server: ServerLine[] = [{ ...line('A', 1, 7), product_option: opt('y') }];
    const plan = planCartMerge(client, server);
    expect(plan.steps).toEqual([
      { kind: 'pushToServer', item: client[0] },
      { kind: 'linkIds', item: client[1], serverLine: server[0] },
    ]);
  });

  it('matches a line by its server id first', () => {
    const client = [item('A', 2, { server_item_id: 8 })];
    const plan = planCartMerge(client, [line('A', 5, 7), line('A', 2, 8)], { forceClientState: true });
    expect(plan.steps).toEqual([
      { kind: 'linkIds', item: client[0], serverLine: line('A', 2, 8) },
      { kind: 'deleteOnServer', serverLine: line('A', 5, 7) },
    ]);
  });
});
