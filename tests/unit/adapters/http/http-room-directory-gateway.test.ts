import { describe, expect, it } from 'vitest';
import { HttpRoomDirectoryGateway } from '../../../../adapters/http/http-room-directory-gateway';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import { GatewayError } from '../../../../core/ports/gateway-error';
import { FakePlatformFetch, json } from '../fixtures/fake-platform-fetch';

function aGateway(platform: FakePlatformFetch): HttpRoomDirectoryGateway {
  return new HttpRoomDirectoryGateway(new PlatformHttpClient({ baseUrl: 'https://api.example.test/', fetch: platform.fetch }));
}

const minimal = {
  titleInfos: { title: 'Welcome' },
  services: [
    {
      id: 1,
      title: 'Spa',
      image: '/demo-assets/spa.svg',
      files: { fr: '/files/spa.pdf', en: 'javascript:alert(1)' },
      services: [{ id: 2, title: 'Massage', image: 'data:image/png;base64,AAAA' }],
    },
  ],
};

describe('HttpRoomDirectoryGateway (browsing 7: room directory data load, our path)', () => {
  it('reads api_click_and_collect/v7/{restaurantId}/room_directory and fills the spec\u2019s defaults (browsing 3)', async () => {
    const platform = new FakePlatformFetch().answer(json({ room_directory: minimal }));
    const directory = await aGateway(platform).loadRoomDirectory('hotel riviera');
    expect(new URL(platform.requests[0]!.url).pathname).toBe('/api_click_and_collect/v7/hotel%20riviera/room_directory');
    expect(directory).toMatchObject({ titleInfos: { title: 'Welcome', sub_title: '', description: '' }, footer: '', fontColor: null, labels: [] });
    expect(directory.services[0]).toMatchObject({ disable: false, position: 0, big: false, type: null, showFileInPopUp: false, customPage: null, link: null });
  });

  it('pictures and files become absolute http(s) URLs; anything else is dropped', async () => {
    const platform = new FakePlatformFetch().answer(json({ room_directory: minimal }));
    const [spa] = (await aGateway(platform).loadRoomDirectory('h')).services;
    expect(spa!.image).toBe('https://api.example.test/demo-assets/spa.svg');
    expect(spa!.files).toEqual({ fr: 'https://api.example.test/files/spa.pdf' });
    expect(spa!.services[0]!.image).toBeNull();
  });

  it('browsing 2.10: a label shows its picture, else its suggested icon on the static storage, both absolute', async () => {
    const labels = [
      { id: 1, name: 'Eco', url: '/media/eco.png' },
      { id: 2, name: 'Stars', suggested_icon: 'four-stars' },
      { id: 3, name: 'Bad', url: 'javascript:alert(1)' },
    ];
    const platform = new FakePlatformFetch().answer(json({ room_directory: { ...minimal, labels } }));
    const directory = await aGateway(platform).loadRoomDirectory('h');
    expect(directory.labels.map((label) => label.url)).toEqual([
      'https://api.example.test/media/eco.png',
      'https://api.example.test/room_directory/labels/four-stars.webp',
      null,
    ]);
  });

  it('a colour that is not #rgb or #rrggbb is dropped rather than put in a style', async () => {
    const platform = new FakePlatformFetch().answer(json({ room_directory: { ...minimal, bgColor: 'red;background:url(x)', fontColor: '#123' } }));
    expect(await aGateway(platform).loadRoomDirectory('h')).toMatchObject({ bgColor: null, fontColor: '#123' });
  });

  it('a malformed answer is a typed error naming the field', async () => {
    const platform = new FakePlatformFetch().answer(json({ room_directory: { ...minimal, services: [{ id: 'one', title: 'x' }] } }));
    const error = await aGateway(platform).loadRoomDirectory('h').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ kind: 'malformed_response', message: expect.stringContaining('services.0.id') });
  });

  it('a 404 (no directory) is a not_found GatewayError', async () => {
    const platform = new FakePlatformFetch().answer(json({ error: 'not_found', message: 'h has no room directory' }, 404));
    await expect(aGateway(platform).loadRoomDirectory('h')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
