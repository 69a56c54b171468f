/** Placeholder: replaced by the page's owner. */
export default function JoinOrganizationPage() {
  return <p>Join Organization</p>;
}
