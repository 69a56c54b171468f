/** Placeholder: the resource engine renders the list, side panel and create dialog of a definition. */
export default function ResourcePage({ name }: { name: string }) {
  return <p>{name}</p>;
}
