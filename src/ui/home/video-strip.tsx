import { UnstyledButton } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.layer.css';
import { useEffect, useRef, useState } from 'react';
import { supportVideos, videoEmbedUrl, type SupportVideo } from '../../content/support-videos';
import classes from './video-strip.module.css';

/**
 * The video support strip (spec §2 "Home", 7 videos). Each video is a thumbnail button; the
 * YouTube player (privacy-enhanced domain) is only created when the visitor plays that video,
 * in the same box, so nothing third-party loads before and nothing moves when it does.
 */
export function VideoStrip() {
  const [playing, setPlaying] = useState<string>();

  return (
    <section aria-labelledby="videos-heading" className={classes.section}>
      <div className={classes.header}>
        <h2 id="videos-heading" className={classes.heading}>
          Video guides
        </h2>
        <p className={classes.intro}>
          Short how-to videos from our engineers and energy experts. Videos play from YouTube and
          only load when you choose one.
        </p>
      </div>
      <ul className={classes.videos}>
        {supportVideos.map((video) => (
          <li key={video.youtubeId} className={classes.video}>
            <VideoPlayer
              video={video}
              playing={playing === video.youtubeId}
              onPlay={() => setPlaying(video.youtubeId)}
            />
            <h3 className={classes.title}>{video.title}</h3>
            <p className={classes.summary}>{video.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function VideoPlayer({
  video,
  playing,
  onPlay,
}: {
  video: SupportVideo;
  playing: boolean;
  onPlay: () => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  // Keyboard users land in the player they asked for, ready to pause it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div className={classes.player}>
      {playing ? (
        <iframe
          ref={frameRef}
          className={classes.frame}
          src={videoEmbedUrl(video)}
          title={`Video: ${video.title}`}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <UnstyledButton className={classes.playButton} onClick={onPlay}>
          <span className="visually-hidden">Play video: {video.title}, </span>
          <img
            className={classes.thumbnail}
            src={video.thumbnail}
            alt=""
            width={320}
            height={180}
            loading="lazy"
          />
          <span className={classes.playIcon} aria-hidden="true" />
          <span className={classes.duration}>
            <span className="visually-hidden">length </span>
            {video.duration}
          </span>
        </UnstyledButton>
      )}
    </div>
  );
}
