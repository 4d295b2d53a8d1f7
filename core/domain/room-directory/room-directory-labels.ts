import type { RoomDirectoryLabel } from './room-directory';

/**
 * browsing 2.10: "Labels show an image or suggested icon (static storage path
 * room_directory/labels/{icon}.webp)": the label's own picture, else its suggested icon on the
 * platform's static storage (a path the gateway reads against the platform's address), else none.
 */
export function labelPicture(label: Pick<RoomDirectoryLabel, 'url' | 'suggested_icon'>): string | null {
  if (label.url && label.url.trim() !== '') return label.url;
  const icon = label.suggested_icon?.trim();
  return icon ? `room_directory/labels/${encodeURIComponent(icon)}.webp` : null;
}

/** The labels the directory's footer shows (browsing 2.10), by position. */
export function footerLabels(labels: readonly RoomDirectoryLabel[]): RoomDirectoryLabel[] {
  return [...labels].sort((a, b) => a.position - b.position || a.id - b.id);
}
