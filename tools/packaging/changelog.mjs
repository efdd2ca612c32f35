// Reads the part of a changesets-written CHANGELOG.md that belongs to one version.

/** The section of a CHANGELOG.md for `version` (its `## version` heading up to the next one), or undefined. */
export function changelogSection(text, version) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${version}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n').trim();
}
