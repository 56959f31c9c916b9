// The audio player placeholder for products with an audioAssetUrl (spec 2): the server renders a
// play button and nothing that downloads audio; pressing it swaps in a native <audio controls>
// and starts playing. Before that no audio byte is fetched.
import { useEffect, useRef, useState } from 'react';
import { safeMediaUrl } from '../../core/domain/safe-url.ts';
import { fillTemplate } from '../../core/words/strings.ts';
import { type IslandInput, IslandOptionsError } from '../shared/contract.ts';
import { useOverlayStrings } from '../shared/use-overlay-strings.ts';
import '../shared/base.css';
import './audio-player.css';

interface AudioPlayerOptions {
  readonly src: string;
  readonly title: string;
}

export function parseAudioPlayerOptions(
  raw: IslandInput<{
    readonly attributes: {
      /** The audio file's http(s) address (the product's `audioAssetUrl`). */
      readonly src: string;
      /** The track's title, shown beside the play button. */
      readonly title?: string;
    };
  }>,
): AudioPlayerOptions {
  const src = raw.attributes.src ?? '';
  if (src.trim() === '') throw new IslandOptionsError('data-src (the audio asset URL) is required');
  const safe = safeMediaUrl(src);
  if (safe === undefined)
    throw new IslandOptionsError('data-src may not be a javascript: or other non-http(s) address');
  return { src: safe, title: raw.attributes.title ?? '' };
}

export function AudioPlayer({ options }: { options: AudioPlayerOptions }) {
  const strings = useOverlayStrings();
  const [playing, setPlaying] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  useEffect(() => {
    if (!playing) return;
    const audio = audioRef.current;
    audio?.focus();
    // A browser may refuse to start; the controls are there to press play again.
    void audio?.play()?.catch(() => {});
  }, [playing]);
  const label = fillTemplate(strings.audioPlay, { title: options.title }).trim();
  return (
    <div className="sf-audio-player">
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: the merchant's product audio has no caption track
        <audio
          ref={audioRef}
          className="sf-audio-player__audio"
          src={options.src}
          controls
          preload="auto"
          aria-label={options.title || undefined}
        />
      ) : (
        <button type="button" className="sf-audio-player__play" onClick={() => setPlaying(true)}>
          <span aria-hidden="true">▶</span> {label}
        </button>
      )}
    </div>
  );
}
