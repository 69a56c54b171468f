/** Placeholder: replaced by the page's owner. */
export default function PolicyEditorPage() {
  return <p>OPA</p>;
}
