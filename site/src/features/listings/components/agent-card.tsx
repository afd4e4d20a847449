import type { ListingAgent } from '#shared/schemas/listing.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { telHref } from '#shared/content/phone-number.ts';

/** The listing agent and brokerage (Canadian boards require the listing brokerage to be shown). */
export function AgentCard({ agent }: { agent: ListingAgent }) {
  return (
    <aside className="listing-agent" aria-labelledby="listing-agent-title">
      <h2 id="listing-agent-title" className="listing-section-title">
        Listing Agent
      </h2>
      <div className="listing-agent-body">
        {agent.photo ? (
          <ResponsiveImage
            src={agent.photo}
            alt={`${agent.name}, listing agent`}
            sizes="96px"
            className="listing-agent-photo"
            {...(agent.photoMedia ? { media: agent.photoMedia } : {})}
          />
        ) : null}
        <div>
          <p className="listing-agent-name">{agent.name}</p>
          <p className="listing-agent-brokerage">{agent.brokerage}</p>
          <p>
            <a href={telHref(agent.phone)}>{agent.phone}</a>
          </p>
          <p>
            <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </p>
        </div>
        {agent.brokerageLogo ? (
          <ResponsiveImage
            src={agent.brokerageLogo}
            alt={agent.brokerage}
            sizes="160px"
            className="listing-brokerage-logo"
            {...(agent.brokerageLogoMedia ? { media: agent.brokerageLogoMedia } : {})}
          />
        ) : null}
      </div>
    </aside>
  );
}
