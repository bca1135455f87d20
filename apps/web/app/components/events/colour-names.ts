/**
 * Names for the calendar palette (dynamic config `calendar-palette`, seeded with 24 Material
 * colours), so a screen reader says "Teal" rather than "Colour 9". A colour the config adds later
 * without a name here is read as its place in the palette.
 */
import type { Lang } from '../../i18n';

const NAMES: Record<string, { np: string; en: string }> = {
  '#d32f2f': { np: 'रातो', en: 'Red' },
  '#c2185b': { np: 'गुलाबी', en: 'Pink' },
  '#7b1fa2': { np: 'बैजनी', en: 'Purple' },
  '#512da8': { np: 'जामुनी', en: 'Deep purple' },
  '#303f9f': { np: 'नीलो-बैजनी', en: 'Indigo' },
  '#1976d2': { np: 'नीलो', en: 'Blue' },
  '#0288d1': { np: 'हल्का नीलो', en: 'Light blue' },
  '#0097a7': { np: 'आकाशे नीलो', en: 'Cyan' },
  '#00796b': { np: 'समुद्री हरियो', en: 'Teal' },
  '#388e3c': { np: 'हरियो', en: 'Green' },
  '#689f38': { np: 'हल्का हरियो', en: 'Light green' },
  '#afb42b': { np: 'कागती रङ', en: 'Lime' },
  '#fbc02d': { np: 'पहेँलो', en: 'Yellow' },
  '#ffa000': { np: 'सुनौलो', en: 'Amber' },
  '#f57c00': { np: 'सुन्तला रङ', en: 'Orange' },
  '#e64a19': { np: 'गाढा सुन्तला रङ', en: 'Deep orange' },
  '#5d4037': { np: 'खैरो', en: 'Brown' },
  '#616161': { np: 'खरानी', en: 'Grey' },
  '#455a64': { np: 'नीलो खरानी', en: 'Blue grey' },
  '#ad1457': { np: 'गाढा गुलाबी', en: 'Dark pink' },
  '#6a1b9a': { np: 'गाढा बैजनी', en: 'Dark purple' },
  '#283593': { np: 'गाढा नीलो-बैजनी', en: 'Dark indigo' },
  '#00695c': { np: 'गाढा समुद्री हरियो', en: 'Dark teal' },
  '#2e7d32': { np: 'गाढा हरियो', en: 'Dark green' },
};

/** The colour's name in `lang`, or null when the palette holds a colour this list does not name. */
export function colourName(colour: string, lang: Lang): string | null {
  return NAMES[colour.toLowerCase()]?.[lang] ?? null;
}
