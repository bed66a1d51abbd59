import ts from 'typescript';

/** One user-facing literal written in UI code instead of coming from locales/. */
export interface LiteralFinding {
  file: string;
  line: number;
  text: string;
}

/** JSX attributes whose value is read or shown to people, so must be translated. */
export const TRANSLATED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** Any letter of any script: Latin, Han, Thai, … Punctuation, digits and spaces pass. */
const LETTER = /\p{L}/u;

/**
 * Punctuation that each language writes its own way (Chinese ：，；？！ are full-width, Thai
 * sets words apart with a space): a `: {name}` in JSX reads as an ASCII colon in every language.
 */
const LANGUAGE_PUNCTUATION = /[:;,?!]/;

/**
 * Finds hard-coded copy in one TSX source: JSX text containing a letter or a language's
 * punctuation, and string-literal
 * values (`title="Hi"`, `title={'Hi'}`, `` title={`Hi`} ``) of the translated attributes
 * containing a letter. Pure: parses the text it is given, reads no files.
 */
export function scanTsxForLiterals(file: string, source: string): LiteralFinding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: LiteralFinding[] = [];
  const report = (position: number, text: string) => {
    const line = sourceFile.getLineAndCharacterOfPosition(position).line + 1;
    findings.push({ file, line, text: text.replace(/\s+/g, ' ').trim() });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const raw = source.slice(node.pos, node.end);
      if (LETTER.test(raw) || LANGUAGE_PUNCTUATION.test(raw))
        report(node.pos + raw.search(/\S/), raw);
    } else if (
      ts.isJsxAttribute(node) &&
      TRANSLATED_ATTRIBUTES.has(node.name.getText(sourceFile))
    ) {
      const value =
        node.initializer && ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
      if (
        value &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) &&
        LETTER.test(value.text)
      ) {
        report(value.getStart(sourceFile), `${node.name.getText(sourceFile)}="${value.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

export function formatFindings(findings: readonly LiteralFinding[]): string {
  return findings.map((finding) => `${finding.file}:${finding.line}: ${finding.text}`).join('\n');
}
