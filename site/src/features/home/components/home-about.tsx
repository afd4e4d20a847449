import { Link } from 'react-router-dom';
import { HOME_STATS } from '#shared/content/home/stats.ts';
import { Reveal } from '../../../components/ui/reveal.tsx';

/** 'About Us' with the four stat cards. The hero's Scroll hint lands here (#home-about). */
export function HomeAbout() {
  return (
    <section id="home-about" className="section home-about" aria-labelledby="home-about-title">
      <div className="container home-about-grid">
        <div className="home-about-text">
          <p className="eyebrow">About Us</p>
          <h2 id="home-about-title">Real estate media that sells the home before the showing</h2>
          <p>
            Since 2007, Lumen Realty Media has helped Toronto agents, brokerages and developers win listings
            and sell them faster. We photograph, film, fly and scan homes of every size, from downtown condos
            to country estates, and deliver polished media in 24-48 hours.
          </p>
          <p>
            One team handles it all, so your photography, video, drone footage, 3D tour and listing website
            look like they belong together, and your brand looks consistent from MLS to Instagram.
          </p>
          <Link className="text-link" to="/about">
            More about our team<span aria-hidden="true"> →</span>
          </Link>
        </div>
        <ul className="stat-grid">
          {HOME_STATS.map((stat, index) => (
            <Reveal as="li" index={index} className="stat-card" key={stat.label}>
              <p className="stat-number">{stat.number}</p>
              <p className="stat-label">{stat.label}</p>
              <p className="stat-text">{stat.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
