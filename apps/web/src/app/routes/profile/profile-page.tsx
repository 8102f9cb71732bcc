// Placeholder page; replaced by the real screen.
export default function Page() {
  return null;
}
