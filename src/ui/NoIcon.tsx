/**
 * No icon: react-admin's Confirm gives Cancel a warning icon by default (AlertError), which tells a person a
 * harmless Cancel is a danger (issue 64); the console's Cancel buttons carry none.
 */
export default function NoIcon() {
  return null;
}
