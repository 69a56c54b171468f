/**
 * Texts a person reads, written in a component instead of taken from the message catalogue: JSX text
 * with a letter in it, and string literals given as a JSX child or to a prop a person reads (label,
 * title, placeholder, aria-label…) or to notify(), unless they are catalogue keys (`app.…`, `ra.…`).
 * Read with TypeScript's parser, so comments, types and class names never count: TypeScript 6's, under the
 * alias `typescript-api`, whose API is stable (TypeScript 7, the type-check's compiler, has its API under
 * `unstable/` only).
 */
import ts from 'typescript-api';

/** Props whose value a person reads or hears. */
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-valuetext',
  'aria-description',
  'alt',
  'helperText',
  'tooltip',
  'emptyText',
  'primary',
  'secondary',
  'subtitle',
  'text',
  'confirmTitle',
  'confirmContent',
  'loadingText',
  'noOptionsText',
  'description',
  'heading',
  'caption',
  'message',
]);
/** Calls whose first argument a person reads. */
const READ_CALLS = new Set(['notify']);

const KEY = /^(app|ra)\.[\w.-]+$/;
/** A text has a letter of some alphabet; '-', '·', '%' or '+' alone are signs, not words. */
/** An example of a path, an address or an e-mail (a placeholder such as `/users/5`) is not language either. */
const EXAMPLE = /^[\w.@:/-]*[/@][\w.@:/-]*$/;
const hasWords = (text: string) => /\p{L}/u.test(text) && !KEY.test(text.trim()) && !EXAMPLE.test(text.trim());
/** A call's one lowercase word names a kind of notice (`notify('created', record)`), not a text. */
const KIND = /^[a-z][a-zA-Z]*$/;

export interface LiteralText {
  line: number;
  text: string;
}

function literalOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isConditionalExpression(node)) return literalOf(node.whenTrue) ?? literalOf(node.whenFalse);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) {
    return literalOf(node.left) ?? literalOf(node.right);
  }
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return undefined;
}

/** The literal texts of one source file (TSX). */
export function literalTexts(source: string, fileName = 'component.tsx'): LiteralText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: LiteralText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (hasWords(node.text)) report(node, node.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalOf(node.expression);
      if (text !== undefined && hasWords(text)) report(node, text);
    } else if (ts.isJsxAttribute(node) && READ_PROPS.has(node.name.getText(file))) {
      const value = node.initializer;
      const text =
        value &&
        (ts.isStringLiteral(value) ? value.text : ts.isJsxExpression(value) ? literalOf(value.expression) : undefined);
      if (text !== undefined && hasWords(text)) report(node, text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      const text = READ_CALLS.has(name) ? literalOf(node.arguments[0]) : undefined;
      if (text !== undefined && hasWords(text) && !KIND.test(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
