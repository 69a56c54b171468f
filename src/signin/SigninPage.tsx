/** Placeholder: replaced by the page's owner. */
export default function SigninPage() {
  return <p>Signin</p>;
}
