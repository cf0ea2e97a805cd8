import { KeyRound } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

/** {dev}.settings.authentication: only super-admins reach it; single sign-on is not offered yet. */
export function AuthenticationPage() {
  return (
    <div className="page page--narrow">
      <PageHeader title="Authentication" description="How members of this team sign in." />
      <EmptyState icon={<KeyRound size={28} aria-hidden />} title="Email and password">
        <p>
          Members sign in with their email address and password. Single sign-on through an identity provider is not
          available yet; when it is, it will be set up on this page.
        </p>
      </EmptyState>
    </div>
  );
}
