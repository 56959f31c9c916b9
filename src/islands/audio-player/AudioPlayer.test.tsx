import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONTEXT } from '../../core/domain/context-schema.ts';
import { createServices } from '../../test/services.ts';
import { IslandOptionsError } from '../shared/contract.ts';
import { IslandProvider } from '../shared/island-context.tsx';
import { AudioPlayer, parseAudioPlayerOptions } from './AudioPlayer.tsx';

const options = { src: '/audio/tea-ceremony.mp3', title: 'Tea ceremony' };
const tree = () => (
  <IslandProvider services={createServices(DEFAULT_CONTEXT)} product={null}>
    <AudioPlayer options={options} />
  </IslandProvider>
);

describe('audio player', () => {
  it('server HTML is a play button with no audio element (nothing downloads)', () => {
    const html = renderToString(tree());
    expect(html).toContain('Play Tea ceremony');
    expect(html).not.toContain('<audio');
    expect(html).not.toContain('.mp3');
  });

  it('swaps in native controls and plays when pressed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(tree());
    expect(document.querySelector('audio')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play Tea ceremony' }));
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe(options.src);
    expect(audio?.hasAttribute('controls')).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('requires data-src', () => {
    expect(() => parseAudioPlayerOptions({ attributes: {}, json: undefined })).toThrow(IslandOptionsError);
    expect(parseAudioPlayerOptions({ attributes: { src: '/a.mp3' }, json: undefined })).toEqual({
      src: '/a.mp3',
      title: '',
    });
  });
});
