import { afterEach, describe, expect, it } from 'vitest';
import { tabbables } from './tab-order.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tabbables', () => {
  it('lists what Tab reaches, in document order, skipping disabled, hidden, inert and tabindex=-1', () => {
    document.body.innerHTML = `
      <a href="/cart" id="link">Cart</a>
      <a id="no-href">No href</a>
      <button id="button">Go</button>
      <button disabled>Off</button>
      <input type="hidden" />
      <input id="input" />
      <div tabindex="-1">Programmatic only</div>
      <div tabindex="0" id="div">Focusable div</div>
      <div hidden><button>Hidden</button></div>
      <div inert><button>Inert</button></div>`;
    expect(tabbables(document.body).map((element) => element.id)).toEqual(['link', 'button', 'input', 'div']);
  });
});
