/** A sideways-scrolling table region's name: the table's, and that it may scroll (its shadowed edge shows it to sighted readers). */
export function scrollRegionLabel(label: string): string {
  return `${label} (scrolls sideways)`;
}
