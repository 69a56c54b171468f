/** Placeholder: replaced by the page's owner. */
export default function MyAccountPage() {
  return <p>My Account</p>;
}
