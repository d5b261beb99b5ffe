import { parseProbe } from './probe';

const STDERR = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'src.mp4':
  Duration: 00:02:00.02, start: 0.000000, bitrate: 2580 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1280x720 [SAR 1:1 DAR 16:9], 2396 kb/s, 24 fps, 24 tbr, 12288 tbn, 48 tbc (default)
    Stream #0:1(eng): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 89 kb/s (default)
    Stream #0:2(hin): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, 5.1, fltp, 88 kb/s
    Stream #0:3: Audio: aac (LC), 48000 Hz, stereo, fltp
At least one output file must be specified`;

describe('parseProbe', () => {
  it('reads duration, the video size and rate, and audio streams with languages', () => {
    expect(parseProbe(STDERR)).toEqual({
      durationSeconds: 120.02,
      startSeconds: 0,
      video: { width: 1280, height: 720, frameRate: 24 },
      audio: [
        { index: 0, language: 'eng', channels: 1 },
        { index: 1, language: 'hin', channels: 6 },
        { index: 2, language: null, channels: 2 },
      ],
    });
  });
});
