export function Footer() {
  return <footer className="footer">Footer</footer>;
}
