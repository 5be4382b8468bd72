/** /about: the workshop's story, what it commits to, its facilities, and where to go next. */
import { Link } from 'react-router';
import { CtaBand } from '../../components/CtaBand';
import { FeatureCards, type FeatureCard } from '../../components/FeatureCards';
import { Icon, type IconName } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { useSiteInfo } from '../../shared/use-site-info';
import { siteWarranty } from '../../shared/warranty';
import { PageSection } from '../../components/PageSection';
import './about.css';

const FACTS = [
  { value: '2020', label: 'Opened in Truganina' },
  { value: '15+', label: 'Years of experience behind our founder' },
  { value: '6', label: 'Days a week, Monday to Saturday' },
  { value: 'All', label: 'Makes and models welcome' },
];

const commitments = (warranty: string): FeatureCard[] => [
  {
    icon: 'receipt',
    title: 'Clear quotes, no surprises',
    text: 'You get a quote before we start, and we never go beyond it without your approval.',
  },
  {
    icon: 'users',
    title: 'Honest advice',
    text: 'We explain what needs doing now, what can wait and why, in plain English, and show you the worn parts.',
  },
  {
    icon: 'shield',
    title: 'Warranty-safe servicing',
    text: 'Logbook services to the manufacturer’s specifications with quality parts, so your new-car warranty stays intact.',
  },
  {
    icon: 'award',
    title: 'Workmanship guaranteed',
    text: `Our work is guaranteed for ${warranty}, on top of your rights under the Australian Consumer Law.`,
  },
  {
    icon: 'clock',
    title: 'Respect for your time',
    text: 'Realistic booking times, updates while your car is with us, and a call as soon as it is ready.',
  },
  {
    icon: 'leaf',
    title: 'Responsible recycling',
    text: 'Used oil, batteries, tyres and parts are collected and recycled by licensed recyclers.',
  },
];

const FACILITIES: Array<{ icon: IconName; text: string }> = [
  { icon: 'lift', text: 'Modern vehicle hoists for cars, SUVs and light commercials' },
  { icon: 'pulse', text: 'Dealer-level diagnostic scan tools for all major makes' },
  { icon: 'snowflake', text: 'Air conditioning recovery, leak testing and recharge station' },
  { icon: 'tyre', text: 'Tyre fitting and wheel balancing equipment' },
  { icon: 'certificate', text: 'Licensed roadworthy testing to the VicRoads standard' },
  { icon: 'coffee', text: 'A comfortable waiting area with Wi-Fi and coffee' },
];

export function AboutPage() {
  const { businessName, siteInfo } = useSiteInfo();
  return (
    <>
      <PageHero title="About Us" eyebrow="Local and independent">
        A neighbourhood workshop in Truganina, built on honest advice and careful work.
      </PageHero>

      <section className="section" aria-labelledby="story-heading">
        <div className="container split about-story">
          <div>
            <h2 id="story-heading">Our story</h2>
            <p className="lead">
              {businessName} opened its doors in Truganina in 2020. Our founder, a mechanic with over 15 years of experience in
              dealerships and independent workshops across Melbourne&rsquo;s west, wanted a workshop where people get straight
              answers, fair prices and work done right the first time.
            </p>
            <p>
              Since then we have looked after the cars of local families, tradies and small fleets: roadworthy certificates
              for people selling or re-registering, logbook services for new cars, and repairs for the older ones that need a
              little more care. Many of our customers found us through a neighbour&rsquo;s recommendation, and we work hard to
              keep it that way.
            </p>
          </div>
          <ul className="fact-grid" aria-label="At a glance">
            {FACTS.map((fact) => (
              <li key={fact.label}>
                <span className="fact-grid__value">{fact.value}</span>
                <span className="fact-grid__label">{fact.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection id="commitments-heading" title="Our commitments to you" intro="What you can expect every time you bring your car to us." muted>
        <FeatureCards cards={commitments(siteWarranty(siteInfo))} />
      </PageSection>

      <PageSection id="facilities-heading" title="Our facilities" intro="A clean, well-equipped workshop, so the job is done properly and on time.">
        <ul className="facilities">
          {FACILITIES.map((item) => (
            <li key={item.text}>
              <Icon name={item.icon} size={22} />
              {item.text}
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand id="about-next-heading" title="Come and meet the team." text="See everything we can do for your car, or ask us a question." tight>
        <div className="button-row button-row--flush">
          <Link to="/services" className="btn btn--primary btn--large">
            Our services
            <Icon name="arrowRight" size={20} />
          </Link>
          <Link to="/contact" className="btn btn--outline-light btn--large">
            Contact us
          </Link>
        </div>
      </CtaBand>
    </>
  );
}
