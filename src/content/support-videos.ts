// The home page's video support strip (spec §2 "Home", §9: 7 videos). Each video plays from
// youtube-nocookie.com only once the visitor asks for it; until then a self-hosted thumbnail shows.

export interface SupportVideo {
  /** YouTube video id (11 characters), embedded from youtube-nocookie.com. */
  youtubeId: string;
  title: string;
  /** One line shown under the title. */
  summary: string;
  /** Running time as shown to the visitor, e.g. '2:10'. */
  duration: string;
  /** Self-hosted SVG thumbnail under /help-and-support/images/. */
  thumbnail: string;
}

const thumbnail = (name: string): string => `/help-and-support/images/${name}.svg`;

export const supportVideos: readonly SupportVideo[] = [
  {
    youtubeId: 'q3Xw7LmB2sA',
    title: 'How to read your meter',
    summary: 'Digital, dial and two-rate meters, step by step.',
    duration: '2:14',
    thumbnail: thumbnail('video-read-meter'),
  },
  {
    youtubeId: 'Tp8vK1nRc4E',
    title: 'Topping up your prepayment meter',
    summary: 'Top up online, in the app or at a local shop.',
    duration: '1:48',
    thumbnail: thumbnail('video-top-up'),
  },
  {
    youtubeId: 'bN2dH6yQe9U',
    title: 'Understanding your energy bill',
    summary: 'Unit rates, standing charges and your balance explained.',
    duration: '3:05',
    thumbnail: thumbnail('video-bill'),
  },
  {
    youtubeId: 'Rf5mZ0cJw3K',
    title: 'How to bleed a radiator',
    summary: 'Get rid of cold spots with a radiator key and a cloth.',
    duration: '2:32',
    thumbnail: thumbnail('video-bleed-radiator'),
  },
  {
    youtubeId: 'Wk4sG7pLx1D',
    title: 'Setting up a Direct Debit',
    summary: 'Choose your payment date and amount in a few minutes.',
    duration: '1:56',
    thumbnail: thumbnail('video-direct-debit'),
  },
  {
    youtubeId: 'Hy9cV3tMa6N',
    title: 'Getting started with your smart thermostat',
    summary: 'Pair it, set a schedule and use boost.',
    duration: '3:40',
    thumbnail: thumbnail('video-thermostat'),
  },
  {
    youtubeId: 'Jd1eP8rFu5Q',
    title: 'Checking your boiler pressure',
    summary: 'Read the gauge and top up a combi boiler safely.',
    duration: '2:21',
    thumbnail: thumbnail('video-boiler-pressure'),
  },
];

/** The privacy-enhanced embed URL of a video, starting playback straight away. */
export function videoEmbedUrl(video: Pick<SupportVideo, 'youtubeId'>): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`;
}
