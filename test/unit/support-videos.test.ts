import { describe, expect, it } from 'vitest';
import { supportVideos, videoEmbedUrl } from '../../src/content/support-videos';

describe('support videos (spec §9: 7 videos on home)', () => {
  it('has 7 videos with distinct 11-character YouTube ids and self-hosted SVG thumbnails', () => {
    expect(supportVideos).toHaveLength(7);
    const ids = supportVideos.map((video) => video.youtubeId);
    expect(new Set(ids).size).toBe(7);
    for (const video of supportVideos) {
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(video.thumbnail).toMatch(/^\/help-and-support\/images\/video-[a-z-]+\.svg$/);
      expect(video.title.length).toBeGreaterThan(5);
      expect(video.duration).toMatch(/^\d+:\d{2}$/);
    }
  });

  it('embeds from the privacy-enhanced domain with autoplay', () => {
    expect(videoEmbedUrl({ youtubeId: 'q3Xw7LmB2sA' })).toBe(
      'https://www.youtube-nocookie.com/embed/q3Xw7LmB2sA?autoplay=1',
    );
  });
});
