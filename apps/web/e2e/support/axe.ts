import type AxeBuilder from '@axe-core/playwright';

/** Runs an axe scan and lists its serious and critical findings as 'rule: targets' lines (empty when clean). */
export async function seriousFindings(scan: AxeBuilder): Promise<string[]> {
  const results = await scan.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
