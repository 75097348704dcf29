import { Link, createFileRoute } from '@tanstack/react-router';

const FEATURES = [
  {
    title: 'Collect',
    text: 'Gather ESG data from your portfolio companies against the frameworks you report on.',
  },
  { title: 'Analyse', text: 'Trends, materiality, benchmarks and scorecards put the figures in context.' },
  { title: 'Report', text: 'SFDR principal adverse impact reports, TCFD analytics and emissions by scope.' },
  { title: 'Act', text: 'Action plans with recommendations, deliverables, sign-off and a full change log.' },
];

export const Route = createFileRoute('/_landing/landing')({
  component: () => (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-heading">
        <h1 id="landing-heading" className="landing__title">
          ESG data and performance management for investors and their portfolio companies
        </h1>
        <p className="landing__lead">
          One place for general partners, limited partners and portfolio companies to collect, analyse and
          report environmental, social and governance data — and to act on it.
        </p>
        <div className="landing__actions">
          <Link to="/login" className="button button--primary">
            Log in
          </Link>
          <Link to="/register-company" className="button button--secondary">
            Register your company
          </Link>
        </div>
      </section>
      <ul className="landing__features">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card">
            <h2 className="card__title">{feature.title}</h2>
            <p>{feature.text}</p>
          </li>
        ))}
      </ul>
    </div>
  ),
});
