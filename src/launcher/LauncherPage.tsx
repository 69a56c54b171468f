/** Placeholder: replaced by the page's owner. */
export default function LauncherPage() {
  return <p>Apps</p>;
}
