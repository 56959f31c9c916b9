import { describe, expect, it } from 'vitest';
import { runsCode, srcSetRunsCode } from './media-url.ts';

describe('runsCode (media sources)', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
  ])('%j runs code', (src) => {
    expect(runsCode(src)).toBe(true);
  });
  it.each(['/a.png', 'a.png', 'https://cdn.example/a.png', 'data:image/png;base64,AAAA', '', 'http://[bad'])(
    '%j does not',
    (src) => {
      expect(runsCode(src)).toBe(false);
    },
  );
  it('checks every srcset candidate', () => {
    expect(srcSetRunsCode('/a.png 1x, javascript:alert(1) 2x')).toBe(true);
    expect(srcSetRunsCode('/a.png 1x, /b.png 2x')).toBe(false);
  });
});
