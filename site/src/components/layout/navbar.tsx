import { Link } from 'react-router-dom';

export function Navbar() {
  return (
    <header className="navbar">
      <nav aria-label="Main">
        <Link to="/">Home</Link>
      </nav>
    </header>
  );
}
