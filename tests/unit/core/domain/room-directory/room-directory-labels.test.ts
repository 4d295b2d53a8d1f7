import { describe, expect, it } from 'vitest';
import type { RoomDirectoryLabel } from '../../../../../core/domain/room-directory/room-directory';
import { footerLabels, labelPicture } from '../../../../../core/domain/room-directory/room-directory-labels';

const label = (id: number, position: number, picture: Partial<Pick<RoomDirectoryLabel, 'url' | 'suggested_icon'>> = {}): RoomDirectoryLabel => ({
  id,
  name: `label ${id}`,
  description: '',
  position,
  url: null,
  suggested_icon: null,
  ...picture,
});

describe('browsing 2.10: the labels of the room directory footer', () => {
  it('show their own picture, else the suggested icon on the static storage, else none', () => {
    expect(labelPicture(label(1, 0, { url: '/media/eco.png', suggested_icon: 'eco' }))).toBe('/media/eco.png');
    expect(labelPicture(label(1, 0, { suggested_icon: 'green-key' }))).toBe('room_directory/labels/green-key.webp');
    expect(labelPicture(label(1, 0, { suggested_icon: '../x y' }))).toBe('room_directory/labels/..%2Fx%20y.webp');
    expect(labelPicture(label(1, 0, { url: ' ', suggested_icon: ' ' }))).toBeNull();
  });

  it('come by position', () => {
    expect(footerLabels([label(3, 2), label(1, 1), label(2, 1)]).map((shown) => shown.id)).toEqual([1, 2, 3]);
  });
});
