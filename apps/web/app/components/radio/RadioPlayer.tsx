import { useCallback, useEffect, useRef, useState } from 'react';

/** What the player needs of a station (a subset of WireRadioStation; props travel in the HTML). */
export interface PlayerStation {
  slug: string;
  name: string;
  frequency: string | null;
  stream_url: string;
  stream_type: 'hls' | 'audio';
}

export interface PlayerLabels {
  play: string;
  pause: string;
  volume: string;
  nowPlaying: string;
  choose: string;
  loading: string;
  failed: string;
  /** The stream ended (a relayed stream stops at its cap, ADR 158); play starts it afresh. */
  ended: string;
}

type Status = 'idle' | 'loading' | 'playing' | 'paused' | 'failed' | 'ended';
type HlsInstance = {
  destroy(): void;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
};

/**
 * The radio player (island): play, pause, volume and now playing. Station links marked
 * `data-station` anywhere on the page switch the station in place and move the address to the
 * station's page (history.pushState), so the sound goes on while the reader moves between radio
 * pages. hls.js is fetched only for an HLS stream in a browser that cannot play HLS itself, and
 * its light build: radio needs none of the full build's subtitles, alternate audio or DRM (and the
 * full build's 578 kB chunk was the web build's one size warning).
 */
export function RadioPlayer({
  stations,
  initial,
  apiUrl,
  labels,
}: {
  stations: PlayerStation[];
  initial: string | null;
  apiUrl: string;
  labels: PlayerLabels;
}) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const hls = useRef<HlsInstance | null>(null);
  const [current, setCurrent] = useState<PlayerStation | null>(
    () => stations.find((s) => s.slug === initial) ?? null,
  );
  const [status, setStatus] = useState<Status>('idle');
  const [volume, setVolume] = useState(0.8);

  const start = useCallback(
    async (station: PlayerStation) => {
      const media = audio.current;
      if (!media) return;
      hls.current?.destroy();
      hls.current = null;
      setCurrent(station);
      setStatus('loading');
      try {
        if (station.stream_type === 'hls' && !media.canPlayType('application/vnd.apple.mpegurl')) {
          const { default: Hls } = await import('hls.js/light');
          if (!Hls.isSupported()) throw new Error('HLS is not supported here');
          const player = new Hls({ enableWorker: false }) as unknown as HlsInstance;
          player.loadSource(station.stream_url);
          player.attachMedia(media);
          hls.current = player;
        } else {
          media.src = station.stream_url;
        }
        await media.play();
        // Counted once a stream really starts: trending is by plays.
        void fetch(`${apiUrl}/radios/${encodeURIComponent(station.slug)}/play`, { method: 'POST' }).catch(
          () => {},
        );
      } catch {
        setStatus('failed');
      }
    },
    [apiUrl],
  );

  useEffect(() => {
    const media = audio.current;
    if (!media) return;
    const onPlaying = () => setStatus('playing');
    const onPause = () => setStatus((s) => (s === 'failed' || s === 'ended' ? s : 'paused'));
    const onError = () => setStatus('failed');
    const onEnded = () => setStatus('ended');
    media.addEventListener('playing', onPlaying);
    media.addEventListener('pause', onPause);
    media.addEventListener('error', onError);
    media.addEventListener('ended', onEnded);
    return () => {
      media.removeEventListener('ended', onEnded);
      media.removeEventListener('playing', onPlaying);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('error', onError);
    };
  }, []);

  useEffect(() => {
    if (audio.current) audio.current.volume = volume;
  }, [volume]);

  // Station links switch the station in place instead of loading a new page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-station]');
      const station = link && stations.find((s) => s.slug === link.dataset.station);
      if (!link || !station) return;
      event.preventDefault();
      if (window.location.pathname !== link.pathname) {
        window.history.pushState({ station: station.slug }, '', link.href);
        document.title = `${station.name} | ${document.title.split(' | ').pop()}`;
      }
      void start(station);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [stations, start]);

  useEffect(() => () => hls.current?.destroy(), []);

  const toggle = () => {
    const media = audio.current;
    if (!media || !current) return;
    if (status === 'playing' || status === 'loading') media.pause();
    // A live stream that ended or failed is opened afresh, not resumed.
    else if (status !== 'ended' && status !== 'failed' && (media.src || hls.current))
      void media.play().catch(() => setStatus('failed'));
    else void start(current);
  };

  const playing = status === 'playing' || status === 'loading';
  return (
    <section className="radio-player" aria-label={labels.nowPlaying}>
      {/* biome-ignore lint/a11y/useMediaCaption: a live radio stream has no captions to offer. */}
      <audio ref={audio} preload="none" />
      <button
        type="button"
        className="radio-toggle"
        onClick={toggle}
        disabled={!current}
        aria-label={playing ? labels.pause : labels.play}
        data-state={status}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <p className="radio-now" aria-live="polite">
        <span className="radio-now-label">{labels.nowPlaying}</span>
        <span className="radio-now-name">
          {current ? `${current.name}${current.frequency ? ` · ${current.frequency}` : ''}` : labels.choose}
        </span>
        {status === 'loading' && <span className="radio-now-state">{labels.loading}</span>}
        {status === 'failed' && <span className="radio-now-state radio-failed">{labels.failed}</span>}
        {status === 'ended' && <span className="radio-now-state">{labels.ended}</span>}
      </p>
      <label className="radio-volume">
        <span className="visually-hidden">{labels.volume}</span>
        <input
          type="range"
          min="0"
          max="1"
          step="0.05"
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
        />
      </label>
    </section>
  );
}
