import { describe, expect, it } from 'vitest';
import { courierFrameAddress, courierTrackingHosts } from '../../../../../core/domain/tracking/courier-frame';

const PLATFORM = 'http://127.0.0.1:4173/';

describe('checkout 2: the courier tracking frame', () => {
  it('checkout 2: no tracking URL, no frame', () => {
    expect(courierFrameAddress(null, PLATFORM, [])).toBeNull();
    expect(courierFrameAddress('', PLATFORM, [])).toBeNull();
  });

  it('frames the platform\'s own courier page, a relative tracking URL being the platform\'s', () => {
    expect(courierFrameAddress('sandbox/courier/ABC123', PLATFORM, [])).toBe('http://127.0.0.1:4173/sandbox/courier/ABC123');
    expect(courierFrameAddress('http://127.0.0.1:4173/sandbox/courier/ABC123', PLATFORM, [])).toBe('http://127.0.0.1:4173/sandbox/courier/ABC123');
  });

  it('frames an allowed courier host over https only', () => {
    expect(courierFrameAddress('https://track.courier.example/o/1', PLATFORM, ['track.courier.example'])).toBe('https://track.courier.example/o/1');
    expect(courierFrameAddress('http://track.courier.example/o/1', PLATFORM, ['track.courier.example'])).toBeNull();
  });

  it('never frames an unexpected host, a script address or an address with credentials', () => {
    expect(courierFrameAddress('https://evil.example/o/1', PLATFORM, ['track.courier.example'])).toBeNull();
    expect(courierFrameAddress('https://track.courier.example.evil.example/', PLATFORM, ['track.courier.example'])).toBeNull();
    expect(courierFrameAddress('javascript:alert(1)', PLATFORM, [])).toBeNull();
    expect(courierFrameAddress('//evil.example/x', PLATFORM, [])).toBeNull();
    expect(courierFrameAddress('https://user:pw@track.courier.example/', PLATFORM, ['track.courier.example'])).toBeNull();
  });

  it('reads the allowed hosts from a comma-separated setting, dropping what is not a host name', () => {
    expect(courierTrackingHosts(' Track.Courier.example, bad host ,localhost,,https://x.example ')).toEqual(['track.courier.example']);
    expect(courierTrackingHosts(undefined)).toEqual([]);
  });
});
