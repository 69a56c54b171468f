/** Placeholder: replaced by the page's owner. */
export default function ProcessingPage() {
  return <p>We are creating your account...</p>;
}
