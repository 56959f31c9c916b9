import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';

describe('axeViolations', () => {
  it('finds what a screen reader user would miss, naming rule and element', async () => {
    document.body.innerHTML =
      '<div id="island"><button id="nameless"></button><input id="unlabelled"><img src="a.png"></div>';
    const found = await axeViolations(document.getElementById('island') as HTMLElement);
    expect(found).toContainEqual(expect.stringMatching(/^button-name: #nameless/));
    expect(found).toContainEqual(expect.stringMatching(/^label: #unlabelled/));
    expect(found).toContainEqual(expect.stringMatching(/^image-alt: img/));
  });

  it('is clean on a labelled fragment', async () => {
    document.body.innerHTML =
      '<div id="island"><label>Email <input type="email"></label><button>Send</button></div>';
    expect(await axeViolations(document.getElementById('island') as HTMLElement)).toEqual([]);
  });
});
