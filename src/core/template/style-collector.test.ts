import { describe, expect, it } from 'vitest';
import { createStyleCollector } from './style-collector.ts';

describe('createStyleCollector', () => {
  it('turns declarations into one shared class per distinct set', () => {
    const styles = createStyleCollector();
    const a = styles.classFor({ objectPosition: '30% 60%', backgroundColor: '#c9a27a' });
    const b = styles.classFor({ objectPosition: '50% 50%' });
    expect(styles.classFor({ objectPosition: '30% 60%', backgroundColor: '#c9a27a' })).toBe(a);
    expect(b).not.toBe(a);
    expect(styles.css()).toBe(
      `.${a}{object-position:30% 60%;background-color:#c9a27a}\n.${b}{object-position:50% 50%}`,
    );
  });

  it.each(['red;}body{display:none', 'url("x")', '</style><script>', 'a{b}'])(
    'drops the unsafe value %s',
    (value) => {
      const styles = createStyleCollector();
      expect(styles.classFor({ backgroundColor: value })).toBe('');
      expect(styles.css()).toBe('');
    },
  );

  it('skips undefined values', () => {
    const styles = createStyleCollector();
    const name = styles.classFor({ objectPosition: '10% 20%', backgroundColor: undefined });
    expect(styles.css()).toBe(`.${name}{object-position:10% 20%}`);
  });
});
