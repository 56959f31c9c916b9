// The audio-player island's test inputs: its healthy mount point and its hostile and odd ones
// (read through the manifest by src/islands/fixtures.test-helper.ts).
import { HUGE, type IslandFixtures, XSS, XSS_URL } from '../fixture-values.test-helper.ts';

const fixtures: IslandFixtures = {
  healthy: { attributes: { src: '/demo/audio/tea.wav', title: 'Tea ceremony' } },
  listAsJson: 'renders',
  hostile: [
    { name: 'no src', mount: { attributes: { title: 'Silence' } }, outcome: 'declines' },
    { name: 'a huge title', mount: { attributes: { src: '/a.wav', title: HUGE } }, outcome: 'renders' },
  ],
  xss: [
    { attributes: { src: '/demo/audio/tea-ceremony.wav', title: XSS } },
    { attributes: { src: XSS_URL, title: 'Tea' } },
  ],
  a11y: { attributes: { src: '/tea.wav', title: 'Tea ceremony' } },
};

export default fixtures;
