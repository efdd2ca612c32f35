/**
 * How each highlight colour of a source table is shown: an ANSI background on a terminal, a
 * suffix mark in plain text. The RFC leaves the cells of mode none unhighlighted; they print on white.
 */
export const COLOURS: Readonly<Record<string, { readonly ansi: string; readonly mark: string; readonly label: string }>> = {
  none: { ansi: '\u001b[30;47m', mark: '', label: 'white' },
  green: { ansi: '\u001b[30;42m', mark: '+', label: 'green' },
  yellow: { ansi: '\u001b[30;43m', mark: '!', label: 'yellow' },
};

const RESET = '\u001b[0m';

/** `text` padded to `width`, on its colour's background (colour on) or with its mark (colour off). */
export function paint(text: string, colour: string | undefined, width: number, useColour: boolean): string {
  const style = colour === undefined ? undefined : COLOURS[colour];
  if (!style) return text.padEnd(width);
  return useColour ? `${style.ansi}${text.padEnd(width)}${RESET}` : `${text}${style.mark}`.padEnd(width);
}
